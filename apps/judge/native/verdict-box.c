// verdict-box: the sandbox's launcher. One long-lived process per judge slot, placed in the slot's
// cgroups once, so each run's child starts inside them without a (slow, on v1) cgroup move.
// It reads run requests on stdin, starts bubblewrap with the limits applied and privileges dropped,
// enforces CPU and wall time, and answers what happened on stdout. See src/sandbox/README.md.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 512
#define MAX_ENV 64
#define LINE_MAX_LEN 8192

enum mode { MODE_NONE, MODE_V1, MODE_V2 };

static enum mode mode = MODE_NONE;
// v1: one directory per controller; v2: the slot directory, with leaves "launcher" and "run".
static char memory_dir[PATH_MAX], cpuacct_dir[PATH_MAX], pids_dir[PATH_MAX], slot_dir[PATH_MAX], run_dir[PATH_MAX];

struct request {
  long long cpu_ms, wall_ms, memory_kb, stack_kb, procs, fsize_kb, nofile;
  int stdout_first;
  char stdin_path[PATH_MAX], stdout_path[PATH_MAX], stderr_path[PATH_MAX];
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

// In the child: stdio and limits, then bubblewrap (as root: the box's first program drops privileges).
static void child(const struct request *r, int ready_fd) {
  setsid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (mode == MODE_V2 && write_file(run_dir, "cgroup.procs", "0") != 0) _exit(120);
  // Two boxes wired by FIFOs open them in opposite orders (stdout_first on one side), so the blocking
  // opens pair up instead of deadlocking, and neither program can read before its writer exists.
  int opened = r->stdout_first ? open_stdio(r->stdout_path, 1, 1) || open_stdio(r->stdin_path, 0, 0)
                               : open_stdio(r->stdin_path, 0, 0) || open_stdio(r->stdout_path, 1, 1);
  if (opened || open_stdio(r->stderr_path, 2, 1)) _exit(121);
  // The drop helper writes one byte here just before it executes the program: no byte, no program.
  if (ready_fd == 4 ? fcntl(4, F_SETFD, 0) < 0 : dup2(ready_fd, 4) < 0) _exit(122);
  long long cpu_s = (r->cpu_ms + 999) / 1000 + 1;
  set_limit(RLIMIT_CPU, (rlim_t)cpu_s);
  set_limit(RLIMIT_STACK, r->stack_kb > 0 ? (rlim_t)r->stack_kb * 1024 : RLIM_INFINITY);
  set_limit(RLIMIT_FSIZE, (rlim_t)r->fsize_kb * 1024);
  set_limit(RLIMIT_NOFILE, (rlim_t)r->nofile);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_NPROC, (rlim_t)r->procs + 3);
  // Without a memory cgroup, the address space limit is the only memory cap left.
  if (mode == MODE_NONE) set_limit(RLIMIT_AS, (rlim_t)r->memory_kb * 1024 + 64ULL * 1024 * 1024);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  execve(r->argv[0], r->argv, r->envp);
  _exit(124);
}

static void prepare_cgroups(const struct request *r, long long *baseline_bytes) {
  char value[64];
  *baseline_bytes = 0;
  if (mode == MODE_V1) {
    *baseline_bytes = read_number(memory_dir, "memory.usage_in_bytes");
    // Hard cap a little above the limit: past the limit is MLE by measurement, far past it is an OOM kill.
    long long cap = r->memory_kb * 1024 + r->memory_kb * 1024 / 8 + 16LL * 1024 * 1024 + (*baseline_bytes > 0 ? *baseline_bytes : 0);
    snprintf(value, sizeof value, "%lld", cap);
    write_file(memory_dir, "memory.limit_in_bytes", value);
    write_file(memory_dir, "memory.max_usage_in_bytes", "0");
    snprintf(value, sizeof value, "%lld", r->procs + 3);
    write_file(pids_dir, "pids.max", value);
  } else if (mode == MODE_V2) {
    mkdir(run_dir, 0755);
    long long cap = r->memory_kb * 1024 + r->memory_kb * 1024 / 8 + 16LL * 1024 * 1024;
    snprintf(value, sizeof value, "%lld", cap);
    write_file(run_dir, "memory.max", value);
    write_file(run_dir, "memory.swap.max", "0");
    snprintf(value, sizeof value, "%lld", r->procs + 2);
    write_file(run_dir, "pids.max", value);
  }
}

static void respond(const char *status, int exit_code, int signal_no, long long cpu_ms, long long wall_ms, long long memory_kb, const char *message) {
  printf("status %s\nexit %d\nsignal %d\ncpu_ms %lld\nwall_ms %lld\nmemory_kb %lld\nmessage %s\nend\n", status, exit_code, signal_no, cpu_ms, wall_ms,
         memory_kb, message);
  fflush(stdout);
}

static void run(struct request *r) {
  long long baseline_bytes;
  prepare_cgroups(r, &baseline_bytes);
  long long cpu_start = cgroup_cpu_us();
  long long oom_start = cgroup_oom_kills();
  int ready_pipe[2];
  if (pipe2(ready_pipe, O_CLOEXEC) != 0) {
    respond("SE", 0, 0, 0, 0, 0, "pipe failed");
    return;
  }
  long long started = now_ms();
  pid_t pid = fork();
  if (pid < 0) {
    respond("SE", 0, 0, 0, 0, 0, "fork failed");
    return;
  }
  if (pid == 0) child(r, ready_pipe[1]);
  close(ready_pipe[1]);

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  int killed_for = 0;  // 1 cpu, 2 wall
  int started_ok = 0;
  for (;;) {
    // The drop helper's ready byte marks the program's start: CPU and wall time count from there, so
    // bubblewrap's own setup is not charged to the program.
    struct pollfd p[2] = {{pidfd, POLLIN, 0}, {started_ok ? -1 : ready_pipe[0], POLLIN, 0}};
    int ready = pidfd >= 0 ? poll(p, 2, 10) : (usleep(10000), 0);
    if (ready > 0 && (p[1].revents & (POLLIN | POLLHUP))) {
      char byte;
      started_ok = read(ready_pipe[0], &byte, 1) == 1;
      p[1].fd = -1;
      if (started_ok) {
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

  if (!started_ok) {
    char byte;
    started_ok = read(ready_pipe[0], &byte, 1) == 1;
  }
  close(ready_pipe[0]);

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

  // bubblewrap exits with the program's status, or 128 + the signal that killed it.
  int exit_code = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
  int signal_no = exit_code > 128 ? exit_code - 128 : 0;

  if (killed_for == 2) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "wall time limit exceeded");
  else if (killed_for == 1 || cpu_ms > r->cpu_ms || signal_no == SIGXCPU) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "time limit exceeded");
  else if (oom || memory_kb > r->memory_kb) respond("MLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "memory limit exceeded");
  else if (signal_no == SIGXFSZ) respond("OLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "output limit exceeded");
  else if (!started_ok) respond("SE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "the sandbox failed to start the program");
  else if (exit_code != 0) respond("RE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, signal_no ? strsignal(signal_no) : "nonzero exit status");
  else respond("OK", 0, 0, cpu_ms, wall_ms, memory_kb, "");
}

static void reset(struct request *r) {
  for (int i = 0; i < r->argc; i++) free(r->argv[i]);
  for (int i = 0; i < r->envc; i++) free(r->envp[i]);
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

// ---- "drop" mode: runs inside the box as its first program (bubblewrap itself runs as root, without a user
// namespace, so no host file is ever accessed with root's uid). It sheds every capability, switches to the
// slot's uid, installs the seccomp filter and executes the real program.

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
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {(unsigned short)(sizeof filter / sizeof filter[0]), filter};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}

static int drop_and_exec(int argc, char **argv) {
  if (argc < 5 || strcmp(argv[4], "--") != 0) return 125;
  uid_t uid = (uid_t)atoi(argv[2]);
  gid_t gid = (gid_t)atoi(argv[3]);
  if (uid == 0 || gid == 0) return 125;
  for (int cap = 0; cap <= CAP_LAST_CAP; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  if (setgroups(0, NULL) || setresgid(gid, gid, gid) || setresuid(uid, uid, uid)) return 126;
  if (getuid() == 0 || geteuid() == 0 || setuid(0) == 0) return 126;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || install_seccomp()) return 126;
  if (write(4, "x", 1) != 1) return 126;
  close(4);
  execvp(argv[5], argv + 5);
  // The program could not be started: tell the launcher through the exit status.
  return 127;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "drop") == 0) return drop_and_exec(argc, argv);
  if (argc >= 5 && strcmp(argv[1], "v1") == 0) {
    mode = MODE_V1;
    snprintf(memory_dir, sizeof memory_dir, "%s", argv[2]);
    snprintf(cpuacct_dir, sizeof cpuacct_dir, "%s", argv[3]);
    snprintf(pids_dir, sizeof pids_dir, "%s", argv[4]);
  } else if (argc >= 3 && strcmp(argv[1], "v2") == 0) {
    mode = MODE_V2;
    snprintf(slot_dir, sizeof slot_dir, "%s", argv[2]);
    snprintf(run_dir, sizeof run_dir, "%s/run", slot_dir);
  } else if (argc < 2 || strcmp(argv[1], "none") != 0) {
    fprintf(stderr, "usage: verdict-box v1 MEMORY_DIR CPUACCT_DIR PIDS_DIR | v2 SLOT_DIR | none\n");
    return 2;
  }
  if (enter_cgroups() != 0) {
    fprintf(stderr, "verdict-box: cannot enter the slot cgroups: %s\n", strerror(errno));
    return 3;
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
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    char *value = strchr(line, ' ');
    if (value) *value++ = 0;
    else value = "";
    if (strcmp(line, "run") == 0) {
      r.argv[r.argc] = NULL;
      r.envp[r.envc] = NULL;
      if (r.argc == 0) respond("SE", 0, 0, 0, 0, 0, "no command");
      else run(&r);
      reset(&r);
    } else if (strcmp(line, "arg") == 0 && r.argc < MAX_ARGS) r.argv[r.argc++] = strdup(value);
    else if (strcmp(line, "env") == 0 && r.envc < MAX_ENV) r.envp[r.envc++] = strdup(value);
    else if (strcmp(line, "cpu_ms") == 0) r.cpu_ms = atoll(value);
    else if (strcmp(line, "wall_ms") == 0) r.wall_ms = atoll(value);
    else if (strcmp(line, "memory_kb") == 0) r.memory_kb = atoll(value);
    else if (strcmp(line, "stack_kb") == 0) r.stack_kb = atoll(value);
    else if (strcmp(line, "procs") == 0) r.procs = atoll(value);
    else if (strcmp(line, "fsize_kb") == 0) r.fsize_kb = atoll(value);
    else if (strcmp(line, "nofile") == 0) r.nofile = atoll(value);
    else if (strcmp(line, "stdout_first") == 0) r.stdout_first = atoi(value);
    else if (strcmp(line, "stdin") == 0) snprintf(r.stdin_path, PATH_MAX, "%s", value);
    else if (strcmp(line, "stdout") == 0) snprintf(r.stdout_path, PATH_MAX, "%s", value);
    else if (strcmp(line, "stderr") == 0) snprintf(r.stderr_path, PATH_MAX, "%s", value);
  }
  return 0;
}
