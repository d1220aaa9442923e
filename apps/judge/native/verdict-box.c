// verdict-box: the sandbox's launcher. One long-lived process per judge slot, placed in the slot's cgroups
// once, so each run's processes start inside them without a (slow, on v1) cgroup move. It reads run
// requests on stdin, starts each program isolated with its limits applied and privileges dropped, enforces
// CPU and wall time, and answers what happened on stdout. See docs/judge.md, "The sandbox".
//
// Two ways to build the box, chosen when the launcher starts:
//   native  the launcher builds it itself: it lives in the slot's own empty network namespace (created
//           once, reused by every run), and clones each run into fresh PID, mount, IPC, UTS and cgroup
//           namespaces whose first process ("box init", pid 1) mounts the box's file system, pivots into
//           it and forks the program, which drops every privilege before it executes.
//   bwrap   each request is a bubblewrap command line; the box's first program is this binary again in
//           "drop" mode, which drops privileges and executes the program.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 512
#define MAX_ENV 64
#define MAX_MOUNTS 128
#define LINE_MAX_LEN 8192
#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

enum mode { MODE_NONE, MODE_V1, MODE_V2 };
enum sandbox { SANDBOX_BWRAP, SANDBOX_NATIVE };

static enum mode mode = MODE_NONE;
static enum sandbox sandbox = SANDBOX_BWRAP;
// v1: one directory per controller; v2: the slot directory, with leaves "launcher" and "run".
static char memory_dir[PATH_MAX], cpuacct_dir[PATH_MAX], pids_dir[PATH_MAX], slot_dir[PATH_MAX], run_dir[PATH_MAX];
// native: an empty host directory the box's root file system is mounted on, inside each run's own mount namespace.
static char staging[PATH_MAX];

struct request {
  long long cpu_ms, wall_ms, memory_kb, stack_kb, procs, fsize_kb, nofile;
  int stdout_first;
  char stdin_path[PATH_MAX], stdout_path[PATH_MAX], stderr_path[PATH_MAX];
  // native only: who the program runs as, and the box it runs in.
  uid_t uid;
  gid_t gid;
  char hostname[64], cwd[PATH_MAX];
  char *mounts[MAX_MOUNTS + 1];
  int mountc;
  // native: the program; bwrap: the bubblewrap command line.
  char *argv[MAX_ARGS + 1];
  int argc;
  char *envp[MAX_ENV + 1];
  int envc;
};

static int write_file(const char *dir, const char *name, const char *value) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, value, strlen(value));
  close(fd);
  return n < 0 ? -1 : 0;
}

static int read_file(const char *dir, const char *name, char *buf, size_t size) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n < 0) return -1;
  buf[n] = 0;
  return 0;
}

static long long read_number(const char *dir, const char *name) {
  char buf[64];
  return read_file(dir, name, buf, sizeof buf) == 0 ? atoll(buf) : -1;
}

// The value of "key N" inside a flat-keyed cgroup file (cpu.stat, memory.events, memory.oom_control).
static long long read_keyed(const char *dir, const char *name, const char *key) {
  char buf[4096];
  if (read_file(dir, name, buf, sizeof buf) != 0) return -1;
  size_t len = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    if (strncmp(line, key, len) == 0 && line[len] == ' ') return atoll(line + len + 1);
  }
  return -1;
}

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

static long long self_cpu_us(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
}

// CPU time of the whole run so far, in microseconds (cgroup modes only). On v1 the launcher shares the
// group with the run, so its own CPU (polling, reading counters) is taken off.
static long long cgroup_cpu_us(void) {
  if (mode == MODE_V1) {
    long long ns = read_number(cpuacct_dir, "cpuacct.usage");
    return ns < 0 ? -1 : ns / 1000 - self_cpu_us();
  }
  if (mode == MODE_V2) return read_keyed(run_dir, "cpu.stat", "usage_usec");
  return -1;
}

static long long cgroup_oom_kills(void) {
  if (mode == MODE_V1) return read_keyed(memory_dir, "memory.oom_control", "oom_kill");
  if (mode == MODE_V2) return read_keyed(run_dir, "memory.events", "oom_kill");
  return -1;
}

// Reaps the run's orphans (reparented here, the subreaper) until the pids counter is back to the launcher
// alone. A killed process leaves cgroup.procs when it exits but stays charged to pids.current until it is
// reaped, so an unreaped zombie would make the next run's fork fail against pids.max.
static void reap_leftovers(void) {
  const char *dir = mode == MODE_V1 ? pids_dir : mode == MODE_V2 ? run_dir : NULL;
  long long own = mode == MODE_V1 ? 1 : 0;
  for (int round = 0; round < 2000; round++) {
    while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {
    }
    long long current = dir ? read_number(dir, "pids.current") : -1;
    if (current < 0 || current <= own) return;
    usleep(1000);
  }
}

// Kills every process of the run left in the cgroup (everything but this launcher).
static void kill_leftovers(void) {
  if (mode == MODE_V2) {
    write_file(run_dir, "cgroup.kill", "1");
    reap_leftovers();
    return;
  }
  if (mode != MODE_V1) {
    reap_leftovers();
    return;
  }
  for (int round = 0; round < 2000; round++) {
    while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {
    }
    char buf[65536];
    if (read_file(pids_dir, "cgroup.procs", buf, sizeof buf) != 0) return;
    int others = 0;
    for (char *p = buf; *p;) {
      pid_t pid = (pid_t)strtol(p, &p, 10);
      while (*p == '\n') p++;
      if (pid > 0 && pid != getpid()) {
        kill(pid, SIGKILL);
        others++;
      }
    }
    if (!others) break;
    usleep(1000);
  }
  reap_leftovers();
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

// The program's rlimits: a CPU backstop, stack, output size, open files, no core; processes as a backstop
// to the pids cgroup (the count is per uid: only the program's own processes have the slot's uid).
static void apply_limits(const struct request *r, rlim_t nproc) {
  long long cpu_s = (r->cpu_ms + 999) / 1000 + 1;
  set_limit(RLIMIT_CPU, (rlim_t)cpu_s);
  set_limit(RLIMIT_STACK, r->stack_kb > 0 ? (rlim_t)r->stack_kb * 1024 : RLIM_INFINITY);
  set_limit(RLIMIT_FSIZE, (rlim_t)r->fsize_kb * 1024);
  set_limit(RLIMIT_NOFILE, (rlim_t)r->nofile);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_NPROC, nproc);
  // Without a memory cgroup, the address space limit is the only memory cap left.
  if (mode == MODE_NONE) set_limit(RLIMIT_AS, (rlim_t)r->memory_kb * 1024 + 64ULL * 1024 * 1024);
}

// Every signal back to its default (the launcher ignores SIGPIPE, and ignored signals survive execve)
// and none blocked.
static void default_signals(void) {
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
}

static int open_stdio(const char *path, int target, int for_write) {
  if (!path[0]) path = "/dev/null";
  struct stat st;
  int fifo = stat(path, &st) == 0 && S_ISFIFO(st.st_mode);
  int flags = for_write ? (fifo ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC) : O_RDONLY;
  int fd = open(path, flags, 0600);
  if (fd < 0) return -1;
  if (dup2(fd, target) < 0) return -1;
  if (fd != target) close(fd);
  return 0;
}

// The run's first steps, in both kinds of box: its own session, death with the launcher, the run's cgroup
// (v2), and stdio from the host paths. Two boxes wired by FIFOs open them in opposite orders
// (stdout_first on one side), so the blocking opens pair up instead of deadlocking, and neither program can
// read before its writer exists.
static int enter_run(const struct request *r) {
  setsid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (mode == MODE_V2 && write_file(run_dir, "cgroup.procs", "0") != 0) return -1;
  int opened = r->stdout_first ? open_stdio(r->stdout_path, 1, 1) || open_stdio(r->stdin_path, 0, 0)
                               : open_stdio(r->stdin_path, 0, 0) || open_stdio(r->stdout_path, 1, 1);
  return opened || open_stdio(r->stderr_path, 2, 1) ? -1 : 0;
}

// ---- Privileges, shared by the native box and bubblewrap's "drop" helper.

#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
#define NAMESPACE_FLAGS (CLONE_NEWNS | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

static int install_seccomp(void) {
  struct sock_filter filter[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      // x32 system calls are another way in; refuse them all.
      BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      // clone3 passes its flags in memory the filter cannot read: answer ENOSYS so libc falls back to clone.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      DENY(SYS_ptrace), DENY(SYS_process_vm_readv), DENY(SYS_process_vm_writev), DENY(SYS_unshare), DENY(SYS_setns),
      DENY(SYS_mount), DENY(SYS_umount2), DENY(SYS_pivot_root), DENY(SYS_chroot), DENY(SYS_swapon), DENY(SYS_swapoff),
      DENY(SYS_reboot), DENY(SYS_kexec_load), DENY(SYS_kexec_file_load), DENY(SYS_init_module), DENY(SYS_finit_module),
      DENY(SYS_delete_module), DENY(SYS_bpf), DENY(SYS_perf_event_open), DENY(SYS_userfaultfd), DENY(SYS_keyctl),
      DENY(SYS_add_key), DENY(SYS_request_key), DENY(SYS_acct), DENY(SYS_quotactl), DENY(SYS_syslog),
      DENY(SYS_io_uring_setup), DENY(SYS_io_uring_enter), DENY(SYS_io_uring_register), DENY(SYS_open_by_handle_at),
      DENY(SYS_name_to_handle_at), DENY(SYS_fanotify_init), DENY(SYS_lookup_dcookie), DENY(SYS_vhangup),
      DENY(SYS_open_tree), DENY(SYS_move_mount), DENY(SYS_fsopen), DENY(SYS_fsconfig), DENY(SYS_fsmount), DENY(SYS_fspick),
      DENY(SYS_mount_setattr),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {(unsigned short)(sizeof filter / sizeof filter[0]), filter};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}

// Root to the slot's uid for good: an empty capability bounding set, no supplementary groups, the slot's
// uid and gid, no capability left in any set, no new privileges on execve, and the seccomp filter.
static int drop_privileges(uid_t uid, gid_t gid) {
  if (uid == 0 || gid == 0) return -1;
  for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) return -1;
  }
  if (setgroups(0, NULL) || setresgid(gid, gid, gid) || setresuid(uid, uid, uid)) return -1;
  if (getuid() == 0 || geteuid() == 0 || setuid(0) == 0) return -1;
  // Changing uid clears the permitted and effective sets, not the inheritable one.
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capset, &header, data) != 0) return -1;
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || install_seccomp()) return -1;
  return 0;
}

// ---- bwrap: the child of the launcher executes bubblewrap (as root: the box's first program drops privileges).

static void bwrap_child(const struct request *r, int ready_fd) {
  if (enter_run(r) != 0) _exit(121);
  // The drop helper writes one byte here just before it executes the program: no byte, no program.
  if (ready_fd == 4 ? fcntl(4, F_SETFD, 0) < 0 : dup2(ready_fd, 4) < 0) _exit(122);
  // bubblewrap itself and its own init count against the slot's processes.
  apply_limits(r, (rlim_t)r->procs + 3);
  default_signals();
  execve(r->argv[0], r->argv, r->envp);
  _exit(124);
}

static int drop_and_exec(int argc, char **argv) {
  if (argc < 5 || strcmp(argv[4], "--") != 0) return 125;
  default_signals();
  if (drop_privileges((uid_t)atoi(argv[2]), (gid_t)atoi(argv[3])) != 0) return 126;
  if (write(4, "r", 1) != 1) return 126;
  close(4);
  execvp(argv[5], argv + 5);
  // The program could not be started: tell the launcher through the exit status.
  return 127;
}

// ---- native: box init (pid 1 of the run's PID namespace) builds the box and forks the program.
// It reports to the launcher on the status pipe: "r" when the program is about to start (written by the
// program's process), then "s" and the program's wait status, or "e" and why the box could not be built.

static int report_fd = -1;

static _Noreturn void box_fail(const char *what, const char *detail) {
  char message[PATH_MAX + 256];
  int n = snprintf(message, sizeof message, "e%s %s: %s", what, detail, strerror(errno));
  // With its terminating NUL.
  if (write(report_fd, message, (size_t)(n < (int)sizeof message ? n + 1 : (int)sizeof message)) < 0) _exit(1);
  _exit(1);
}

// The staging path of an absolute box path without "." or ".." parts (anything else is refused).
static void staged(char *out, const char *box) {
  int bad = box[0] != '/';
  for (const char *p = box; *p && !bad; p++) {
    if (p[0] == '/' && p[1] == '.' && (p[2] == '/' || p[2] == 0 || (p[2] == '.' && (p[3] == '/' || p[3] == 0)))) bad = 1;
  }
  if (bad || snprintf(out, PATH_MAX, "%s%s", staging, strcmp(box, "/") == 0 ? "" : box) >= PATH_MAX) {
    errno = EINVAL;
    box_fail("box path", box);
  }
}

// Creates the missing directories of a staging path, up to and including `upto` characters of it. Nothing
// on the way may be a symbolic link: below /w the work directory's content is the previous run's.
static void make_dirs(const char *path, size_t upto) {
  char buf[PATH_MAX];
  snprintf(buf, sizeof buf, "%.*s", (int)upto, path);
  for (char *p = buf + strlen(staging) + 1;; p++) {
    if (*p != '/' && *p != 0) continue;
    char saved = *p;
    *p = 0;
    struct stat st;
    if (lstat(buf, &st) == 0) {
      if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        box_fail("mount point", buf);
      }
    } else if (mkdir(buf, 0755) != 0) {
      box_fail("mkdir", buf);
    }
    *p = saved;
    if (!saved) return;
  }
}

static void make_parent_dirs(const char *path) {
  const char *slash = strrchr(path, '/');
  if (slash && (size_t)(slash - path) > strlen(staging)) make_dirs(path, (size_t)(slash - path));
}

// An empty regular file to mount a file on.
static void make_file(const char *path) {
  make_parent_dirs(path);
  int fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0444);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) box_fail("mount point", path);
  close(fd);
}

// Binds a host path (directory or file) and sets the mount's own flags (MS_RDONLY, MS_NOSUID, ...).
// Not recursive: mounts below the host path stay invisible rather than writable.
static void bind_path(const char *host, const char *target, unsigned long flags) {
  struct stat st;
  if (stat(host, &st) != 0) box_fail("bind source", host);
  if (S_ISDIR(st.st_mode)) make_dirs(target, strlen(target));
  else make_file(target);
  if (mount(host, target, NULL, MS_BIND, NULL) != 0) box_fail("bind", host);
  if (mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | flags, NULL) != 0) box_fail("remount", target);
}

// A fresh procfs of the run's PID namespace; like bubblewrap, the kernel's knobs in it stay read-only.
static void mount_proc(const char *target) {
  make_dirs(target, strlen(target));
  if (mount("proc", target, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) box_fail("mount proc", target);
  static const char *const knobs[] = {"sys", "sysrq-trigger", "irq", "bus"};
  for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", target, knobs[i]);
    if (access(path, F_OK) == 0) bind_path(path, path, MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC);
  }
}

// A minimal /dev, as bubblewrap's --dev without the pseudo-terminals: the harmless character devices,
// the standard stream links and an empty (root-owned) /dev/shm.
static void mount_dev(const char *target) {
  make_dirs(target, strlen(target));
  if (mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=64k,nr_inodes=64,mode=0755") != 0) box_fail("mount dev", target);
  static const char *const devices[] = {"null", "zero", "full", "random", "urandom", "tty"};
  char host[64], path[PATH_MAX];
  for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) {
    snprintf(host, sizeof host, "/dev/%s", devices[i]);
    snprintf(path, sizeof path, "%s/%s", target, devices[i]);
    bind_path(host, path, MS_NOSUID | MS_NOEXEC);
  }
  static const char *const links[][2] = {{"/proc/self/fd", "fd"}, {"/proc/self/fd/0", "stdin"}, {"/proc/self/fd/1", "stdout"}, {"/proc/self/fd/2", "stderr"}};
  for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
    snprintf(path, sizeof path, "%s/%s", target, links[i][1]);
    if (symlink(links[i][0], path) != 0) box_fail("symlink", path);
  }
  snprintf(path, sizeof path, "%s/shm", target);
  if (mkdir(path, 0755) != 0) box_fail("mkdir", path);
}

// One "mount" line of the request: fields separated by tabs, the kind first.
//   dir MODE BOX | ro HOST BOX | rw HOST BOX | symlink TARGET BOX | tmpfs BYTES MODE BOX | proc BOX | dev BOX
static void apply_mount(char *line) {
  char *field[5];
  int n = 0;
  for (char *save = NULL, *f = strtok_r(line, "\t", &save); f && n < 5; f = strtok_r(NULL, "\t", &save)) field[n++] = f;
  char path[PATH_MAX];
  if (n < 2) {
    errno = EINVAL;
    box_fail("mount", line);
  }
  staged(path, field[n - 1]);
  if (strcmp(field[0], "dir") == 0 && n == 3) {
    make_dirs(path, strlen(path));
    if (chmod(path, (mode_t)strtol(field[1], NULL, 8)) != 0) box_fail("chmod", path);
  } else if ((strcmp(field[0], "ro") == 0 || strcmp(field[0], "rw") == 0) && n == 3) {
    bind_path(field[1], path, MS_NOSUID | MS_NODEV | (field[0][1] == 'o' ? MS_RDONLY : 0));
  } else if (strcmp(field[0], "symlink") == 0 && n == 3) {
    make_parent_dirs(path);
    if (symlink(field[1], path) != 0) box_fail("symlink", path);
  } else if (strcmp(field[0], "tmpfs") == 0 && n == 4) {
    char options[64];
    snprintf(options, sizeof options, "size=%lld,mode=%s", atoll(field[1]), field[2]);
    make_dirs(path, strlen(path));
    if (mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) box_fail("mount tmpfs", path);
  } else if (strcmp(field[0], "proc") == 0 && n == 2) {
    mount_proc(path);
  } else if (strcmp(field[0], "dev") == 0 && n == 2) {
    mount_dev(path);
  } else {
    errno = EINVAL;
    box_fail("mount", field[0]);
  }
}

// The box's file system: a small tmpfs root on the staging directory with the request's mounts, made
// read-only, then pivoted into; the host's tree is detached and gone from this mount namespace.
static void build_box(struct request *r) {
  // Nothing mounted here may propagate back to the host.
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) box_fail("make-rprivate", "/");
  if (mount("tmpfs", staging, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,nr_inodes=4096,mode=0755") != 0) box_fail("mount root", staging);
  for (int i = 0; i < r->mountc; i++) apply_mount(r->mounts[i]);
  if (r->hostname[0] && sethostname(r->hostname, strlen(r->hostname)) != 0) box_fail("sethostname", r->hostname);
  if (mount(NULL, staging, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) box_fail("remount root", staging);
  if (chdir(staging) != 0 || syscall(SYS_pivot_root, ".", ".") != 0) box_fail("pivot_root", staging);
  if (umount2(".", MNT_DETACH) != 0) box_fail("detach host root", "/");
  if (chdir("/") != 0 || chdir(r->cwd[0] ? r->cwd : "/") != 0) box_fail("chdir", r->cwd);
}

// The program's own process (pid 2): limits, privileges dropped, then the program itself.
static _Noreturn void box_program(struct request *r) {
  setsid();
  apply_limits(r, (rlim_t)r->procs);
  default_signals();
  // Nothing but stdin, stdout and stderr crosses into the program.
  syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC);
  if (drop_privileges(r->uid, r->gid) != 0) box_fail("drop privileges", "");
  if (write(report_fd, "r", 1) != 1) _exit(126);
  extern char **environ;
  environ = r->envp;
  execvp(r->argv[0], r->argv);
  // As in bubblewrap mode: the program could not be started, which the exit status tells.
  _exit(127);
}

static _Noreturn void box_init(struct request *r) {
  if (enter_run(r) != 0) box_fail("stdio or cgroup", "");
  if (mode == MODE_V2 && unshare(CLONE_NEWCGROUP) != 0) box_fail("unshare", "cgroup");
  umask(0);
  build_box(r);
  umask(022);
  pid_t program = fork();
  if (program < 0) box_fail("fork", "");
  if (program == 0) box_program(r);
  for (int fd = 0; fd <= 2; fd++) close(fd);
  // Reap everything (orphans come here) until the program ends; this init's exit then kills the rest.
  for (;;) {
    int status;
    pid_t pid = waitpid(-1, &status, __WALL);
    if (pid == program) {
      char message[1 + sizeof status];
      message[0] = 's';
      memcpy(message + 1, &status, sizeof status);
      _exit(write(report_fd, message, sizeof message) == (ssize_t)sizeof message ? 0 : 1);
    }
    if (pid < 0 && errno != EINTR) box_fail("wait", "");
  }
}

static pid_t start_box(struct request *r, int report_write_fd) {
  if (sandbox == SANDBOX_BWRAP) {
    pid_t pid = fork();
    if (pid == 0) bwrap_child(r, report_write_fd);
    return pid;
  }
  // On v2 the init joins the run's leaf first and makes its cgroup namespace there.
  long flags = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS | (mode == MODE_V2 ? 0 : CLONE_NEWCGROUP) | SIGCHLD;
  pid_t pid = (pid_t)syscall(SYS_clone, flags, NULL, NULL, NULL, NULL);
  if (pid == 0) {
    report_fd = report_write_fd;
    box_init(r);
  }
  return pid;
}

// The slot's network namespace: empty but for loopback, created once and inherited by every run.
static int enter_network_namespace(void) {
  if (unshare(CLONE_NEWNET) != 0) return -1;
  int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (s < 0) return -1;
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  snprintf(ifr.ifr_name, sizeof ifr.ifr_name, "lo");
  int rc = ioctl(s, SIOCGIFFLAGS, &ifr);
  ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
  if (rc == 0) rc = ioctl(s, SIOCSIFFLAGS, &ifr);
  close(s);
  return rc;
}

// ---- The launcher.

static void prepare_cgroups(const struct request *r, long long *baseline_bytes) {
  char value[64];
  *baseline_bytes = 0;
  // Besides the program's own: the launcher (v1 only) and bubblewrap with its init, or the box init.
  long long helpers = sandbox == SANDBOX_NATIVE ? 1 : 2;
  if (mode == MODE_V1) {
    *baseline_bytes = read_number(memory_dir, "memory.usage_in_bytes");
    // Hard cap a little above the limit: past the limit is MLE by measurement, far past it is an OOM kill.
    long long cap = r->memory_kb * 1024 + r->memory_kb * 1024 / 8 + 16LL * 1024 * 1024 + (*baseline_bytes > 0 ? *baseline_bytes : 0);
    snprintf(value, sizeof value, "%lld", cap);
    write_file(memory_dir, "memory.limit_in_bytes", value);
    write_file(memory_dir, "memory.max_usage_in_bytes", "0");
    snprintf(value, sizeof value, "%lld", r->procs + helpers + 1);
    write_file(pids_dir, "pids.max", value);
  } else if (mode == MODE_V2) {
    mkdir(run_dir, 0755);
    long long cap = r->memory_kb * 1024 + r->memory_kb * 1024 / 8 + 16LL * 1024 * 1024;
    snprintf(value, sizeof value, "%lld", cap);
    write_file(run_dir, "memory.max", value);
    write_file(run_dir, "memory.swap.max", "0");
    snprintf(value, sizeof value, "%lld", r->procs + helpers);
    write_file(run_dir, "pids.max", value);
  }
}

static void respond(const char *status, int exit_code, int signal_no, long long cpu_ms, long long wall_ms, long long memory_kb, const char *message) {
  printf("status %s\nexit %d\nsignal %d\ncpu_ms %lld\nwall_ms %lld\nmemory_kb %lld\nmessage %s\nend\n", status, exit_code, signal_no, cpu_ms, wall_ms,
         memory_kb, message);
  fflush(stdout);
}

// What the box said on the status pipe, in any order: "r" (the program starts now), "s" and the program's
// wait status (native), "e" and a NUL-terminated message (the box could not be built).
struct report {
  char data[1024];
  size_t len;
  int started, has_status, status;
  char error[512];
};

static void parse_report(struct report *report) {
  for (size_t at = 0; at < report->len;) {
    char kind = report->data[at++];
    if (kind == 'r') {
      report->started = 1;
    } else if (kind == 's' && report->len - at >= sizeof report->status) {
      report->has_status = 1;
      memcpy(&report->status, report->data + at, sizeof report->status);
      at += sizeof report->status;
    } else if (kind == 'e') {
      size_t end = at;
      while (end < report->len && report->data[end]) end++;
      snprintf(report->error, sizeof report->error, "%.*s", (int)(end - at), report->data + at);
      at = end + 1;
    } else {
      break;
    }
  }
}

static void run(struct request *r) {
  long long baseline_bytes;
  prepare_cgroups(r, &baseline_bytes);
  long long cpu_start = cgroup_cpu_us();
  long long oom_start = cgroup_oom_kills();
  int report_pipe[2];
  if (pipe2(report_pipe, O_CLOEXEC) != 0) {
    respond("SE", 0, 0, 0, 0, 0, "pipe failed");
    return;
  }
  long long started = now_ms();
  pid_t pid = start_box(r, report_pipe[1]);
  close(report_pipe[1]);
  if (pid < 0) {
    close(report_pipe[0]);
    respond("SE", 0, 0, 0, 0, 0, "fork failed");
    return;
  }

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  int killed_for = 0;  // 1 cpu, 2 wall
  struct report report;
  memset(&report, 0, sizeof report);
  int watch_report = 1;
  for (;;) {
    // The ready byte marks the program's start: CPU and wall time count from there, so the box's own
    // setup is not charged to the program.
    struct pollfd p[2] = {{pidfd, POLLIN, 0}, {watch_report ? report_pipe[0] : -1, POLLIN, 0}};
    int ready = pidfd >= 0 ? poll(p, 2, 10) : (usleep(10000), 0);
    if (ready > 0 && (p[1].revents & (POLLIN | POLLHUP))) {
      watch_report = 0;
      ssize_t n = read(report_pipe[0], report.data, sizeof report.data);
      report.len = n > 0 ? (size_t)n : 0;
      if (report.len && report.data[0] == 'r') {
        report.started = 1;
        cpu_start = cgroup_cpu_us();
        started = now_ms();
      }
    }
    if (ready > 0 && (p[0].revents & POLLIN)) break;
    if (pidfd < 0 && waitpid(pid, NULL, WNOHANG | WNOWAIT | __WALL) == pid) break;
    long long elapsed = now_ms() - started;
    long long cpu = cgroup_cpu_us();
    if (cpu >= 0 && cpu_start >= 0 && (cpu - cpu_start) / 1000 > r->cpu_ms) killed_for = 1;
    else if (elapsed > r->wall_ms) killed_for = 2;
    if (killed_for) {
      kill(pid, SIGKILL);
      break;
    }
  }
  int wstatus = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  wait4(pid, &wstatus, __WALL, &ru);
  long long wall_ms = now_ms() - started;
  if (pidfd >= 0) close(pidfd);
  kill_leftovers();
  ssize_t n;
  while (report.len < sizeof report.data && (n = read(report_pipe[0], report.data + report.len, sizeof report.data - report.len)) > 0) report.len += (size_t)n;
  close(report_pipe[0]);
  parse_report(&report);

  long long cpu_us = cgroup_cpu_us();
  long long cpu_ms = cpu_us >= 0 && cpu_start >= 0 ? (cpu_us - cpu_start) / 1000
                                                   : (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000LL + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
  long long memory_kb = ru.ru_maxrss;
  // The cgroup's peak covers the whole process tree; the launcher's own usage is taken off.
  if (mode == MODE_V1) {
    long long peak = read_number(memory_dir, "memory.max_usage_in_bytes");
    if (peak > 0) memory_kb = (peak - (baseline_bytes > 0 ? baseline_bytes : 0)) / 1024;
  } else if (mode == MODE_V2) {
    long long peak = read_number(run_dir, "memory.peak");
    if (peak > 0) memory_kb = peak / 1024;
  }
  long long oom_end = cgroup_oom_kills();
  int oom = oom_start >= 0 && oom_end > oom_start;
  if (mode == MODE_V2) rmdir(run_dir);

  // The native box reports the program's own wait status; bubblewrap exits with the program's status, or
  // 128 + the signal that killed it (so there an exit status above 128 reads as a signal).
  int exit_code, signal_no;
  if (report.has_status) {
    signal_no = WIFSIGNALED(report.status) ? WTERMSIG(report.status) : 0;
    exit_code = signal_no ? 128 + signal_no : WEXITSTATUS(report.status);
  } else {
    exit_code = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
    signal_no = exit_code > 128 ? exit_code - 128 : 0;
  }

  char failure[600];
  snprintf(failure, sizeof failure, "the sandbox failed to start the program%s%s", report.error[0] ? ": " : "", report.error);
  if (killed_for == 2) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "wall time limit exceeded");
  else if (killed_for == 1 || cpu_ms > r->cpu_ms || signal_no == SIGXCPU) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "time limit exceeded");
  else if (oom || memory_kb > r->memory_kb) respond("MLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "memory limit exceeded");
  else if (signal_no == SIGXFSZ) respond("OLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "output limit exceeded");
  else if (!report.started) respond("SE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, failure);
  else if (exit_code != 0) respond("RE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, signal_no ? strsignal(signal_no) : "nonzero exit status");
  else respond("OK", 0, 0, cpu_ms, wall_ms, memory_kb, "");
}

static void reset(struct request *r) {
  for (int i = 0; i < r->argc; i++) free(r->argv[i]);
  for (int i = 0; i < r->envc; i++) free(r->envp[i]);
  for (int i = 0; i < r->mountc; i++) free(r->mounts[i]);
  memset(r, 0, sizeof *r);
  r->cpu_ms = 1000;
  r->wall_ms = 3000;
  r->memory_kb = 256 * 1024;
  r->procs = 1;
  r->fsize_kb = 64 * 1024;
  r->nofile = 64;
}

static int enter_cgroups(void) {
  char self[32];
  snprintf(self, sizeof self, "%d", getpid());
  if (mode == MODE_V1) {
    return write_file(memory_dir, "cgroup.procs", self) || write_file(cpuacct_dir, "cgroup.procs", self) || write_file(pids_dir, "cgroup.procs", self);
  }
  if (mode == MODE_V2) {
    char launcher[PATH_MAX];
    snprintf(launcher, sizeof launcher, "%s/launcher", slot_dir);
    mkdir(launcher, 0755);
    return write_file(launcher, "cgroup.procs", self);
  }
  return 0;
}

static void parse_line(struct request *r, char *line) {
  line[strcspn(line, "\n")] = 0;
  char *value = strchr(line, ' ');
  if (value) *value++ = 0;
  else value = "";
  if (strcmp(line, "run") == 0) {
    r->argv[r->argc] = NULL;
    r->envp[r->envc] = NULL;
    if (r->argc == 0) respond("SE", 0, 0, 0, 0, 0, "no command");
    else if (r->argc >= MAX_ARGS || r->envc >= MAX_ENV || r->mountc >= MAX_MOUNTS) respond("SE", 0, 0, 0, 0, 0, "request too large");
    else if (sandbox == SANDBOX_NATIVE && (r->uid == 0 || r->gid == 0)) respond("SE", 0, 0, 0, 0, 0, "no unprivileged uid and gid");
    else run(r);
    reset(r);
  } else if (strcmp(line, "arg") == 0 && r->argc < MAX_ARGS) r->argv[r->argc++] = strdup(value);
  else if (strcmp(line, "env") == 0 && r->envc < MAX_ENV) r->envp[r->envc++] = strdup(value);
  else if (strcmp(line, "mount") == 0 && r->mountc < MAX_MOUNTS) r->mounts[r->mountc++] = strdup(value);
  else if (strcmp(line, "cpu_ms") == 0) r->cpu_ms = atoll(value);
  else if (strcmp(line, "wall_ms") == 0) r->wall_ms = atoll(value);
  else if (strcmp(line, "memory_kb") == 0) r->memory_kb = atoll(value);
  else if (strcmp(line, "stack_kb") == 0) r->stack_kb = atoll(value);
  else if (strcmp(line, "procs") == 0) r->procs = atoll(value);
  else if (strcmp(line, "fsize_kb") == 0) r->fsize_kb = atoll(value);
  else if (strcmp(line, "nofile") == 0) r->nofile = atoll(value);
  else if (strcmp(line, "stdout_first") == 0) r->stdout_first = atoi(value);
  else if (strcmp(line, "stdin") == 0) snprintf(r->stdin_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "stdout") == 0) snprintf(r->stdout_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "stderr") == 0) snprintf(r->stderr_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "uid") == 0) r->uid = (uid_t)atoll(value);
  else if (strcmp(line, "gid") == 0) r->gid = (gid_t)atoll(value);
  else if (strcmp(line, "hostname") == 0) snprintf(r->hostname, sizeof r->hostname, "%s", value);
  else if (strcmp(line, "cwd") == 0) snprintf(r->cwd, PATH_MAX, "%s", value);
}

// verdict-box native STAGING_DIR CGROUPS | bwrap CGROUPS | drop UID GID -- PROGRAM...
// CGROUPS: v1 MEMORY_DIR CPUACCT_DIR PIDS_DIR | v2 SLOT_DIR | none
int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "drop") == 0) return drop_and_exec(argc, argv);
  int at = 2;
  if (argc >= 3 && strcmp(argv[1], "native") == 0) {
    sandbox = SANDBOX_NATIVE;
    snprintf(staging, sizeof staging, "%s", argv[2]);
    at = 3;
  } else if (argc < 2 || strcmp(argv[1], "bwrap") != 0) {
    at = argc;
  }
  if (argc >= at + 4 && strcmp(argv[at], "v1") == 0) {
    mode = MODE_V1;
    snprintf(memory_dir, sizeof memory_dir, "%s", argv[at + 1]);
    snprintf(cpuacct_dir, sizeof cpuacct_dir, "%s", argv[at + 2]);
    snprintf(pids_dir, sizeof pids_dir, "%s", argv[at + 3]);
  } else if (argc >= at + 2 && strcmp(argv[at], "v2") == 0) {
    mode = MODE_V2;
    snprintf(slot_dir, sizeof slot_dir, "%s", argv[at + 1]);
    snprintf(run_dir, sizeof run_dir, "%s/run", slot_dir);
  } else if (argc < at + 1 || strcmp(argv[at], "none") != 0) {
    fprintf(stderr, "usage: verdict-box {native STAGING_DIR | bwrap} {v1 MEMORY_DIR CPUACCT_DIR PIDS_DIR | v2 SLOT_DIR | none}\n");
    return 2;
  }
  if (enter_cgroups() != 0) {
    fprintf(stderr, "verdict-box: cannot enter the slot cgroups: %s\n", strerror(errno));
    return 3;
  }
  if (sandbox == SANDBOX_NATIVE && enter_network_namespace() != 0) {
    fprintf(stderr, "verdict-box: cannot create the slot's network namespace: %s\n", strerror(errno));
    return 4;
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  // Orphans of a run come back here to be reaped, so their pids leave the slot's cgroup at once.
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  signal(SIGPIPE, SIG_IGN);
  printf("ready\n");
  fflush(stdout);

  static struct request r;
  reset(&r);
  char line[LINE_MAX_LEN];
  while (fgets(line, sizeof line, stdin)) parse_line(&r, line);
  return 0;
}
