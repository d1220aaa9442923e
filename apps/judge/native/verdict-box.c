// verdict-box: the sandbox's launcher. One long-lived process per judge slot, placed in the slot's cgroups
// once, so each run's processes start inside them without a (slow, on v1) cgroup move. At start it builds
// the slot's box once with bubblewrap; then it reads run requests on stdin, starts each program inside the
// box with its limits applied and privileges dropped, enforces CPU and wall time, kills whatever the run
// left behind, and answers what happened on stdout. See docs/judge.md, "The sandbox".
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/file.h>
#include <sys/mount.h>
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
#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

enum mode { MODE_NONE, MODE_V1, MODE_V2 };

static enum mode mode = MODE_NONE;
// v1: one directory per controller, the memory one with a leaf "run"; v2: the slot directory, with leaves
// "launcher" and "run". The run's leaf holds only the run's processes: the memory cap and the OOM killer never
// reach the launcher, bubblewrap or the box's pid 1 (their oom_score_adj of -1000 is refused on some hosts).
static char memory_dir[PATH_MAX], cpuacct_dir[PATH_MAX], pids_dir[PATH_MAX], slot_dir[PATH_MAX], run_dir[PATH_MAX];
// The slot's own host uid (and gid), locked for the launcher's life (lock_slot_uid).
static uid_t slot_uid;
// Faults the tests inject (--test-fault): the fallbacks they force cannot otherwise be reached on a
// given kernel. "no-close-range": close_range fails; "no-cgroup-kill": cgroup.kill is missing (v2);
// "kill-fails": leftovers are not killed at all (so the box must be taken down when a run leaves one);
// "box-dies": the box's pid 1 is killed after each run (as an OOM kill of it would), so the next ping or run
// finds the box gone; "box-dies-after-ping": the same after each ping (the box dies between the pool's check
// and the run).
static int fault_no_close_range, fault_no_cgroup_kill, fault_kill_fails, fault_box_dies, fault_box_dies_after_ping;

struct request {
  long long cpu_ms, wall_ms, memory_kb, stack_kb, procs, fsize_kb, nofile;
  int stdout_first;
  // 1: the box's compiler cache (BOX_PCH_DIR, bound read-only by bubblewrap, if the pool has one) is shown at
  // BOX_PCH_VIEW for this run only (compilations); every other run finds BOX_PCH_VIEW as the box has it.
  int pch;
  char stdin_path[PATH_MAX], stdout_path[PATH_MAX], stderr_path[PATH_MAX];
  // Where the program runs, and the size of its private /tmp.
  char cwd[PATH_MAX];
  long long tmp_kb;
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
  if (mode == MODE_V1) return read_keyed(run_dir, "memory.oom_control", "oom_kill");
  if (mode == MODE_V2) return read_keyed(run_dir, "memory.events", "oom_kill");
  return -1;
}

// Processes outside the runs: bubblewrap and the box's pid 1 (host pids), the slot's box (as a pidfd).
static pid_t box_pid = -1, hold_pid = -1;
static int hold_pidfd = -1;
// Bubblewrap's wait status once it has been reaped (it ends with the box's pid 1, with its status), else -1.
static int box_status = -1;

// Reaps every child that has ended (the run's orphans adopted here, bubblewrap if the box died), keeping
// bubblewrap's status to say how the box ended.
static void reap_children(void) {
  int status;
  for (pid_t pid; (pid = waitpid(-1, &status, WNOHANG | __WALL)) > 0;)
    if (pid == box_pid) box_status = status;
}

// Reaps the run's orphans adopted here (the subreaper; those inside the box go to its pid 1, which reaps
// them at once) until the pids counter is back to the processes outside the runs: on v1 the launcher,
// bubblewrap and the box's pid 1. A killed process stays charged to pids.current until it is reaped, so an
// unreaped zombie would make the next run's fork fail against pids.max. 0 once back, -1 when some process
// of the run is still there after about 2 s.
static int reap_leftovers(void) {
  const char *dir = mode == MODE_V1 ? pids_dir : mode == MODE_V2 ? run_dir : NULL;
  long long own = mode == MODE_V1 ? 3 : 0;
  for (int round = 0; round < 2000; round++) {
    reap_children();
    long long current = dir ? read_number(dir, "pids.current") : -1;
    if (current < 0 || current <= own) return 0;
    usleep(1000);
  }
  return -1;
}

// Whether a process of the slot's uid is left (a zombie too, until it is reaped); -1 when /proc is unreadable.
static int slot_uid_left(void) {
  DIR *dir = opendir("/proc");
  if (!dir) return -1;
  int found = 0;
  for (struct dirent *e; !found && (e = readdir(dir));) {
    char path[300];
    struct stat st;
    snprintf(path, sizeof path, "/proc/%s", e->d_name);
    found = e->d_name[0] >= '1' && e->d_name[0] <= '9' && stat(path, &st) == 0 && st.st_uid == slot_uid;
  }
  closedir(dir);
  return found;
}

// Without cgroups: kills every process of the slot's uid, which nothing else on the host has, from a child
// that takes that uid (kill(-1) then reaches exactly those), until none is left (0) or 2000 rounds (-1).
// kill(-1) says nothing of who was reached (it succeeds whenever any other process exists), so /proc tells.
static int kill_slot_uid(void) {
  for (int round = 0; round < 2000; round++) {
    int left = slot_uid_left();
    if (left <= 0) return left;
    pid_t killer = fork();
    if (killer == 0) _exit(setresgid(slot_uid, slot_uid, slot_uid) || setresuid(slot_uid, slot_uid, slot_uid) ? 2 : kill(-1, SIGKILL) == 0 ? 0 : 1);
    int status = 0;
    if (killer < 0 || waitpid(killer, &status, 0) != killer || !WIFEXITED(status) || WEXITSTATUS(status) == 2) return -1;
    reap_children();
    usleep(1000);
  }
  return -1;
}

// Kills every process in a group's cgroup.procs but the launcher and the box, round after round (a
// process may fork while the list is read), until the list holds none (0) or 2000 rounds have passed (-1).
// v1 always kills this way; v2 when cgroup.kill is missing (kernels before 5.14).
static int kill_group_procs(const char *dir) {
  for (int round = 0; round < 2000; round++) {
    reap_children();
    char buf[65536];
    if (read_file(dir, "cgroup.procs", buf, sizeof buf) != 0) return -1;
    int others = 0;
    for (char *p = buf; *p;) {
      pid_t pid = (pid_t)strtol(p, &p, 10);
      while (*p == '\n') p++;
      if (pid > 0 && pid != getpid() && pid != box_pid && pid != hold_pid) {
        kill(pid, SIGKILL);
        others++;
      }
    }
    if (!others) return 0;
    usleep(1000);
  }
  return -1;
}

// Kills every process the run left: on v2 the run's leaf group, on v1 everything in the slot's groups but
// the launcher and the box, without cgroups everything of the slot's uid. 0 when none is left; -1 when
// some survived, and then the box must go (tear_down_box).
static int kill_leftovers(void) {
  if (fault_kill_fails) return reap_leftovers();
  int killed;
  if (mode == MODE_V2) killed = (!fault_no_cgroup_kill && write_file(run_dir, "cgroup.kill", "1") == 0) ? 0 : kill_group_procs(run_dir);
  else if (mode == MODE_V1) killed = kill_group_procs(pids_dir);
  else killed = kill_slot_uid();
  return reap_leftovers() || killed ? -1 : 0;
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

// The run's first steps, on the host: its own session, death with the launcher, the run's leaf cgroup, and
// stdio from the host paths. Two boxes wired by FIFOs open them in opposite orders
// (stdout_first on one side), so the blocking opens pair up instead of deadlocking, and neither program can
// read before its writer exists.
static int enter_run(const struct request *r) {
  setsid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (mode != MODE_NONE && write_file(run_dir, "cgroup.procs", "0") != 0) return -1;
  int opened = r->stdout_first ? open_stdio(r->stdout_path, 1, 1) || open_stdio(r->stdin_path, 0, 0)
                               : open_stdio(r->stdin_path, 0, 0) || open_stdio(r->stdout_path, 1, 1);
  return opened || open_stdio(r->stderr_path, 2, 1) ? -1 : 0;
}

// ---- Privileges.

// The seccomp filter is an allow-list, one for every language: the system calls the compilers, runtimes and
// programs of every language make (found by tracing each language's compile and run, and the judge's whole
// test suite), and ordinary process work on the program's own files, memory, signals, threads, local
// sockets and System V IPC (the run's own namespace). Any other call kills the program (SIGSYS, reported
// as a forbidden system call), so a call a new kernel adds is closed until it is listed here. A few calls
// that runtimes probe get a plain refusal instead (REFUSED), as do namespace flags of clone and all of clone3
// (ENOSYS: its flags are in memory the filter cannot read, and libc falls back to clone).
static const int ALLOWED[] = {
    // Files and descriptors.
    SYS_read, SYS_write, SYS_open, SYS_openat, SYS_openat2, SYS_creat, SYS_close, SYS_close_range, SYS_lseek, SYS_pread64, SYS_pwrite64,
    SYS_readv, SYS_writev, SYS_preadv, SYS_pwritev, SYS_preadv2, SYS_pwritev2, SYS_stat, SYS_fstat, SYS_lstat, SYS_newfstatat, SYS_statx,
    SYS_statfs, SYS_fstatfs, SYS_access, SYS_faccessat, SYS_faccessat2, SYS_readlink, SYS_readlinkat, SYS_getdents, SYS_getdents64,
    SYS_getcwd, SYS_chdir, SYS_fchdir, SYS_mkdir, SYS_mkdirat, SYS_rmdir, SYS_rename, SYS_renameat, SYS_renameat2, SYS_link, SYS_linkat,
    SYS_symlink, SYS_symlinkat, SYS_unlink, SYS_unlinkat, SYS_chmod, SYS_fchmod, SYS_fchmodat, SYS_chown, SYS_fchown, SYS_lchown,
    SYS_fchownat, SYS_umask, SYS_truncate, SYS_ftruncate, SYS_fallocate, SYS_fadvise64, SYS_readahead, SYS_utime, SYS_utimes,
    SYS_futimesat, SYS_utimensat, SYS_fsync, SYS_fdatasync, SYS_sync_file_range, SYS_flock, SYS_fcntl, SYS_ioctl, SYS_dup, SYS_dup2,
    SYS_dup3, SYS_pipe, SYS_pipe2, SYS_sendfile, SYS_copy_file_range, SYS_splice, SYS_tee, SYS_memfd_create,
    // Waiting on descriptors.
    SYS_select, SYS_pselect6, SYS_poll, SYS_ppoll, SYS_epoll_create, SYS_epoll_create1, SYS_epoll_ctl, SYS_epoll_wait, SYS_epoll_pwait,
    SYS_epoll_pwait2, SYS_eventfd, SYS_eventfd2, SYS_timerfd_create, SYS_timerfd_settime, SYS_timerfd_gettime, SYS_signalfd, SYS_signalfd4,
    // Memory.
    SYS_brk, SYS_mmap, SYS_munmap, SYS_mremap, SYS_mprotect, SYS_madvise, SYS_msync, SYS_mincore, SYS_pkey_alloc, SYS_pkey_free,
    SYS_pkey_mprotect, SYS_membarrier,
    // Processes and threads (clone is checked above).
    SYS_fork, SYS_vfork, SYS_execve, SYS_execveat, SYS_exit, SYS_exit_group, SYS_wait4, SYS_waitid, SYS_futex, SYS_set_robust_list,
    SYS_get_robust_list, SYS_set_tid_address, SYS_rseq, SYS_arch_prctl, SYS_prctl, SYS_getpid, SYS_getppid, SYS_gettid, SYS_getpgrp,
    SYS_getpgid, SYS_setpgid, SYS_getsid, SYS_setsid, SYS_getuid, SYS_geteuid, SYS_getgid, SYS_getegid, SYS_getresuid, SYS_getresgid,
    SYS_getgroups, SYS_capget, SYS_getrlimit, SYS_setrlimit, SYS_prlimit64, SYS_getrusage, SYS_times, SYS_getpriority, SYS_setpriority,
    SYS_sched_yield, SYS_sched_getaffinity, SYS_sched_setaffinity, SYS_sched_getparam, SYS_sched_setparam, SYS_sched_getscheduler,
    SYS_sched_setscheduler, SYS_sched_get_priority_max, SYS_sched_get_priority_min, SYS_sched_getattr, SYS_getcpu, SYS_uname,
    SYS_sysinfo, SYS_getrandom,
    // Signals and timers.
    SYS_rt_sigaction, SYS_rt_sigprocmask, SYS_rt_sigreturn, SYS_rt_sigsuspend, SYS_rt_sigtimedwait, SYS_rt_sigpending,
    SYS_rt_sigqueueinfo, SYS_rt_tgsigqueueinfo, SYS_sigaltstack, SYS_kill, SYS_tkill, SYS_tgkill, SYS_pause, SYS_alarm,
    SYS_restart_syscall, SYS_getitimer, SYS_setitimer, SYS_timer_create, SYS_timer_settime, SYS_timer_gettime, SYS_timer_getoverrun,
    SYS_timer_delete, SYS_time, SYS_gettimeofday, SYS_clock_gettime, SYS_clock_getres, SYS_clock_nanosleep, SYS_nanosleep,
    // Sockets: the box's network namespace has nothing but its own loopback.
    SYS_socket, SYS_socketpair, SYS_connect, SYS_bind, SYS_listen, SYS_accept, SYS_accept4, SYS_getsockname, SYS_getpeername,
    SYS_getsockopt, SYS_setsockopt, SYS_sendto, SYS_recvfrom, SYS_sendmsg, SYS_recvmsg, SYS_sendmmsg, SYS_recvmmsg, SYS_shutdown,
    // System V IPC: each run has its own IPC namespace.
    SYS_shmget, SYS_shmat, SYS_shmdt, SYS_shmctl, SYS_semget, SYS_semop, SYS_semtimedop, SYS_semctl, SYS_msgget, SYS_msgsnd,
    SYS_msgrcv, SYS_msgctl,
};

// Refused with EPERM, not killed: the program learns it may not, as it would without privileges.
static const int REFUSED[] = {
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_unshare, SYS_setns, SYS_mount, SYS_umount2, SYS_pivot_root,
    SYS_chroot, SYS_swapon, SYS_swapoff, SYS_reboot, SYS_kexec_load, SYS_kexec_file_load, SYS_init_module, SYS_finit_module,
    SYS_delete_module, SYS_bpf, SYS_perf_event_open, SYS_userfaultfd, SYS_keyctl, SYS_add_key, SYS_request_key, SYS_acct,
    SYS_quotactl, SYS_syslog, SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register, SYS_open_by_handle_at,
    SYS_name_to_handle_at, SYS_fanotify_init, SYS_lookup_dcookie, SYS_vhangup, SYS_open_tree, SYS_move_mount, SYS_fsopen,
    SYS_fsconfig, SYS_fsmount, SYS_fspick, SYS_mount_setattr,
};

#define COUNT(array) (sizeof(array) / sizeof(array[0]))
#define NAMESPACE_FLAGS (CLONE_NEWNS | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

// A run allowed one process gets EAGAIN from fork, vfork and clone at the filter, as the process limit would
// give it: a failing fork loop then never reaches the kernel's copy of the process, whose transient kernel
// memory is charged to the run's memory cgroup and read as tens of megabytes of the program's peak.
static int install_seccomp(int single_process) {
  static struct sock_filter filter[24 + 2 * (COUNT(ALLOWED) + COUNT(REFUSED))];
  struct sock_filter no_fork[] = {
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 2, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fork, 1, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_vfork, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EAGAIN),
  };
  struct sock_filter head[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      // x32 system calls are another way in; refuse them all.
      BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  size_t n = 0;
  // The architecture check and the load of the call's number (the first four statements) come first.
  for (size_t i = 0; i < COUNT(head); i++) {
    if (i == 4 && single_process)
      for (size_t j = 0; j < COUNT(no_fork); j++) filter[n++] = no_fork[j];
    filter[n++] = head[i];
  }
  for (size_t i = 0; i < COUNT(REFUSED); i++) {
    filter[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)REFUSED[i], 0, 1);
    filter[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM);
  }
  for (size_t i = 0; i < COUNT(ALLOWED); i++) {
    filter[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)ALLOWED[i], 0, 1);
    filter[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
  }
  filter[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
  struct sock_fprog prog = {(unsigned short)n, filter};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}

// Root to the slot's uid for good: an empty capability bounding set, no supplementary groups, the slot's
// uid and gid, no capability left in any set, no new privileges on execve, and the seccomp filter.
static int drop_privileges(uid_t uid, gid_t gid, int single_process) {
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
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || install_seccomp(single_process)) return -1;
  return 0;
}

// ---- The box: one bubblewrap box per slot, built once (see src/sandbox/bwrap.ts); bubblewrap executes
// this binary inside it in "hold" mode as the box's pid 1. Each run is forked by the launcher on the host,
// joins the box's namespaces through the hold process's pidfd, gets mount and IPC namespaces of its own
// with a fresh /tmp, and forks the program, which drops every privilege before it executes. The run's first
// process reports to the launcher on the status pipe: "r" when the program is about to start (written by
// the program's process), then "s" and the program's wait status, or "e" and why the run failed to start.

// The compiler cache (precompiled headers, layout.ts): bound read-only by bubblewrap inside /.verdict, which
// bubblewrap makes 0700 root's, so no program reaches it; a compile run (`pch 1`) gets it mounted over
// /.verdict itself, read-only, in its own mount namespace (hiding the launcher binary there for that run).
#define BOX_PCH_DIR "/.verdict/pch"
#define BOX_PCH_VIEW "/.verdict"

#define BOX_NAMESPACES (CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

static int report_fd = -1;

static _Noreturn void run_fail(const char *what, const char *detail) {
  char message[PATH_MAX + 256];
  int n = snprintf(message, sizeof message, "e%s %s: %s", what, detail, strerror(errno));
  // With its terminating NUL.
  if (write(report_fd, message, (size_t)(n < (int)sizeof message ? n + 1 : (int)sizeof message)) < 0) _exit(1);
  _exit(1);
}

// The box's pid 1: orphans of the runs are reparented here and reaped at once (SIGCHLD ignored). It dies
// with bubblewrap (--die-with-parent), which dies with the launcher: the box and every run go with it.
static int hold(void) {
  signal(SIGCHLD, SIG_IGN);
  // Running means bubblewrap has finished the box: tell the launcher on fd 3.
  if (write(3, "h", 1) != 1) return 1;
  close(3);
  for (;;) pause();
}

// The OOM killer must take the program, never the box (which would leave the slot dead) or the launcher. The
// memory cap is on the run's leaf, which holds neither; beyond that (a host short of memory) the launcher asks
// for -1000 for itself and all it forks (some hosts refuse it), and the program raises its own score to the top.
static int set_oom_score_adj(const char *value) { return write_file("/proc/self", "oom_score_adj", value); }

// Nothing but stdin, stdout and stderr crosses into the program: every other descriptor is made
// close-on-exec (not closed: the status pipe must stay open until the program executes). close_range is
// missing before Linux 5.9 (its CLOEXEC flag before 5.11): then each descriptor /proc lists, or failing
// that each number below the descriptor limit. 0, or -1 when that could not be made sure.
static int close_inherited_fds(void) {
  if (!fault_no_close_range && syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC) == 0) return 0;
  DIR *dir = opendir("/proc/self/fd");
  if (dir) {
    int failed = 0;
    for (struct dirent *e; (e = readdir(dir));) {
      int fd = atoi(e->d_name);
      if (fd > 2 && fd != dirfd(dir) && fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) failed = 1;
    }
    closedir(dir);
    return failed ? -1 : 0;
  }
  struct rlimit rl;
  if (getrlimit(RLIMIT_NOFILE, &rl) != 0) return -1;
  for (long fd = 3; fd < (long)rl.rlim_max && fd < INT_MAX; fd++) {
    if (fcntl((int)fd, F_SETFD, FD_CLOEXEC) != 0 && errno != EBADF) return -1;
  }
  return 0;
}

// The program's own process: limits, privileges dropped, then the program itself.
static _Noreturn void run_program(struct request *r) {
  setsid();
  // The box's own /proc (bubblewrap --proc); raising one's score needs no privilege.
  (void)set_oom_score_adj("1000");
  // Before RLIMIT_NOFILE is lowered, which leaves descriptors above it open.
  if (close_inherited_fds() != 0) run_fail("close descriptors", "");
  apply_limits(r, (rlim_t)r->procs);
  default_signals();
  if (drop_privileges(slot_uid, slot_uid, r->procs <= 1) != 0) run_fail("drop privileges", "");
  if (write(report_fd, "r", 1) != 1) _exit(126);
  extern char **environ;
  environ = r->envp;
  execvp(r->argv[0], r->argv);
  // The program could not be started, which the exit status tells.
  _exit(127);
}

// The run's first process, forked on the host: stdio opened there, then into the box, where its own mount
// and IPC namespaces keep anything it leaves in /tmp, shared memory or message queues from the next run.
static _Noreturn void run_child(struct request *r) {
  if (enter_run(r) != 0) run_fail("stdio or cgroup", "");
  if (setns(hold_pidfd, BOX_NAMESPACES) != 0) run_fail("setns", "box");
  if (unshare(CLONE_NEWNS | CLONE_NEWIPC) != 0) run_fail("unshare", "mount and ipc");
  // Nothing mounted for the run may propagate back into the box.
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) run_fail("make-rprivate", "/");
  char options[64];
  snprintf(options, sizeof options, "size=%lld,mode=1777", r->tmp_kb * 1024);
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) run_fail("mount tmpfs", "/tmp");
  if (r->pch) {
    // A bind keeps its source's read-only flag; the remount makes sure of it, and of no exec, suid or devices.
    if (mount(BOX_PCH_DIR, BOX_PCH_VIEW, NULL, MS_BIND, NULL) != 0) run_fail("bind", BOX_PCH_DIR);
    if (mount(NULL, BOX_PCH_VIEW, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
      run_fail("remount read-only", BOX_PCH_VIEW);
  }
  if (chdir(r->cwd[0] ? r->cwd : "/") != 0) run_fail("chdir", r->cwd);
  // The program's process is the first to join the box's PID namespace.
  pid_t program = fork();
  if (program < 0) run_fail("fork", "");
  if (program == 0) run_program(r);
  for (int fd = 0; fd <= 2; fd++) close(fd);
  for (;;) {
    int status;
    pid_t pid = waitpid(program, &status, __WALL);
    if (pid == program) {
      char message[1 + sizeof status];
      message[0] = 's';
      memcpy(message + 1, &status, sizeof status);
      _exit(write(report_fd, message, sizeof message) == (ssize_t)sizeof message ? 0 : 1);
    }
    if (pid < 0 && errno != EINTR) run_fail("wait", "");
  }
}

static pid_t start_run(struct request *r, int report_write_fd) {
  pid_t pid = fork();
  if (pid == 0) {
    report_fd = report_write_fd;
    run_child(r);
  }
  return pid;
}

// Starts bubblewrap (its command line follows "--" on the launcher's) and waits until the hold process runs
// in the finished box; answers 0, or -1 after saying why on stderr.
static int start_box(char **box_argv) {
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) != 0) return -1;
  box_pid = fork();
  if (box_pid < 0) return -1;
  if (box_pid == 0) {
    // bubblewrap passes fd 3 on to the hold process.
    if (dup2(ready[1], 3) < 0) _exit(126);
    setsid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    char *no_env[] = {NULL};
    execve(box_argv[0], box_argv, no_env);
    _exit(127);
  }
  close(ready[1]);
  char byte;
  ssize_t n = read(ready[0], &byte, 1);
  close(ready[0]);
  if (n != 1) {
    fprintf(stderr, "verdict-box: bubblewrap failed to build the box\n");
    return -1;
  }
  // The hold process is bubblewrap's only child (--as-pid-1).
  char task[64], children[64];
  snprintf(task, sizeof task, "/proc/%d/task/%d", box_pid, box_pid);
  if (read_file(task, "children", children, sizeof children) != 0 || (hold_pid = (pid_t)atoi(children)) <= 0) {
    fprintf(stderr, "verdict-box: cannot find the box's first process\n");
    return -1;
  }
  hold_pidfd = (int)syscall(SYS_pidfd_open, hold_pid, 0);
  if (hold_pidfd < 0 || fcntl(hold_pidfd, F_SETFD, FD_CLOEXEC) != 0) {
    fprintf(stderr, "verdict-box: pidfd_open: %s\n", strerror(errno));
    return -1;
  }
  return 0;
}

// Waits (up to 5 s) for the box's pid 1 to have ended.
static void await_box_exit(void) {
  struct pollfd gone = {hold_pidfd, POLLIN, 0};
  poll(&gone, 1, 5000);
}

// Kills the box's pid 1 and waits for it to have ended (the box-dies faults).
static void kill_box_init(void) {
  kill(hold_pid, SIGKILL);
  await_box_exit();
}

// Kills bubblewrap; the box's pid 1 dies with it (--die-with-parent), and the kernel kills every process
// left in the box's PID namespace.
static void take_box_down(void) {
  kill(box_pid, SIGKILL);
  waitpid(box_pid, &box_status, 0);
  await_box_exit();
}

static int box_alive(void) {
  struct pollfd p = {hold_pidfd, POLLIN, 0};
  return poll(&p, 1, 0) == 0;
}

// ---- The launcher.

static void prepare_cgroups(const struct request *r) {
  char value[64];
  // Besides the program's own: the run's first process, and on v1 the launcher, bubblewrap and the box's pid 1.
  long long helpers = mode == MODE_V1 ? 4 : 1;
  // Hard cap a little above the limit: past the limit is MLE by measurement, far past it is an OOM kill.
  long long cap = r->memory_kb * 1024 + r->memory_kb * 1024 / 8 + 16LL * 1024 * 1024;
  snprintf(value, sizeof value, "%lld", cap);
  if (mode == MODE_V1) {
    // A leaf left by a run whose rmdir failed is reused: its peak starts again. Memory+swap (where swap is
    // accounted) is written on both sides of the memory limit, which may never exceed it.
    mkdir(run_dir, 0755);
    write_file(run_dir, "memory.memsw.limit_in_bytes", value);
    write_file(run_dir, "memory.limit_in_bytes", value);
    write_file(run_dir, "memory.memsw.limit_in_bytes", value);
    write_file(run_dir, "memory.max_usage_in_bytes", "0");
    snprintf(value, sizeof value, "%lld", r->procs + helpers);
    write_file(pids_dir, "pids.max", value);
  } else if (mode == MODE_V2) {
    mkdir(run_dir, 0755);
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

// The run is SE and the launcher exits: its box is gone, and the pool builds the slot anew ("gone" tells
// it before the exit does).
// WHEN is "before" when the program never started (the same run on another slot is safe), else "after".
static _Noreturn void respond_gone(const char *message, const char *when, int code) {
  printf("gone %s\n", when);
  respond("SE", 0, 0, 0, 0, 0, message);
  exit(code);
}

// The box's pid 1 died before this run: how bubblewrap ended tells how (a killed pid 1 makes it exit with
// 128 + the signal), for the judge's log.
static _Noreturn void respond_box_gone(void) {
  // Bubblewrap follows its pid 1 within moments; a second at most is spent waiting for it.
  for (int round = 0; round < 100 && box_status < 0; round++) {
    reap_children();
    if (box_status < 0) usleep(10000);
  }
  char message[128];
  if (box_status >= 0 && WIFEXITED(box_status))
    snprintf(message, sizeof message, "the slot's box is gone (bubblewrap exited with status %d)", WEXITSTATUS(box_status));
  else if (box_status >= 0 && WIFSIGNALED(box_status))
    snprintf(message, sizeof message, "the slot's box is gone (bubblewrap killed by signal %d)", WTERMSIG(box_status));
  else
    snprintf(message, sizeof message, "the slot's box is gone (bubblewrap still running)");
  respond_gone(message, "before", 5);
}

// What the run said on the status pipe, in any order: "r" (the program starts now), "s" and the program's
// wait status, "e" and a NUL-terminated message (the run could not be started).
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
  if (!box_alive()) respond_box_gone();
  prepare_cgroups(r);
  long long cpu_start = cgroup_cpu_us();
  long long oom_start = cgroup_oom_kills();
  int report_pipe[2];
  if (pipe2(report_pipe, O_CLOEXEC) != 0) {
    respond("SE", 0, 0, 0, 0, 0, "pipe failed");
    return;
  }
  long long started = now_ms();
  pid_t pid = start_run(r, report_pipe[1]);
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
    // The ready byte marks the program's start: CPU and wall time count from there, so entering the box
    // is not charged to the program.
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
  if (kill_leftovers() != 0) {
    // A process of this run might see the next run's input: the box goes, and every process in its PID
    // namespace with it; the pool builds the slot anew.
    take_box_down();
    respond_gone("processes of the run survived the kill; the slot's box was taken down", "after", 6);
  }
  ssize_t n;
  while (report.len < sizeof report.data && (n = read(report_pipe[0], report.data + report.len, sizeof report.data - report.len)) > 0) report.len += (size_t)n;
  close(report_pipe[0]);
  parse_report(&report);

  long long cpu_us = cgroup_cpu_us();
  long long cpu_ms = cpu_us >= 0 && cpu_start >= 0 ? (cpu_us - cpu_start) / 1000
                                                   : (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000LL + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
  long long memory_kb = ru.ru_maxrss;
  // The run leaf's peak covers the whole process tree of the run, and nothing else.
  if (mode != MODE_NONE) {
    long long peak = read_number(run_dir, mode == MODE_V1 ? "memory.max_usage_in_bytes" : "memory.peak");
    if (peak > 0) memory_kb = peak / 1024;
  }
  long long oom_end = cgroup_oom_kills();
  int oom = oom_start >= 0 && oom_end > oom_start;
  if (mode != MODE_NONE) rmdir(run_dir);

  // The run's first process reports the program's wait status; without it (killed before), its own.
  int exit_code, signal_no;
  if (report.has_status) {
    signal_no = WIFSIGNALED(report.status) ? WTERMSIG(report.status) : 0;
    exit_code = signal_no ? 128 + signal_no : WEXITSTATUS(report.status);
  } else {
    signal_no = WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : 0;
    exit_code = signal_no ? 128 + signal_no : WEXITSTATUS(wstatus);
  }

  char failure[600];
  snprintf(failure, sizeof failure, "the sandbox failed to start the program%s%s", report.error[0] ? ": " : "", report.error);
  if (killed_for == 2) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "wall time limit exceeded");
  else if (killed_for == 1 || cpu_ms > r->cpu_ms || signal_no == SIGXCPU) respond("TLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "time limit exceeded");
  else if (oom || memory_kb > r->memory_kb) respond("MLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "memory limit exceeded");
  else if (signal_no == SIGXFSZ) respond("OLE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "output limit exceeded");
  else if (!report.started) respond("SE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, failure);
  else if (signal_no == SIGSYS) respond("RE", exit_code, signal_no, cpu_ms, wall_ms, memory_kb, "forbidden system call (killed by the sandbox)");
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
  r->tmp_kb = 64 * 1024;
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
  if (strcmp(line, "ping") == 0) {
    // Between runs: is the box still there? (The pool asks before it hands the slot out.)
    if (!box_alive()) respond_box_gone();
    respond("OK", 0, 0, 0, 0, 0, "");
    if (fault_box_dies_after_ping) kill_box_init();
  } else if (strcmp(line, "run") == 0) {
    r->argv[r->argc] = NULL;
    r->envp[r->envc] = NULL;
    if (r->argc == 0) respond("SE", 0, 0, 0, 0, 0, "no command");
    else if (r->argc >= MAX_ARGS || r->envc >= MAX_ENV) respond("SE", 0, 0, 0, 0, 0, "request too large");
    else run(r);
    if (fault_box_dies) kill_box_init();
    reset(r);
  } else if (strcmp(line, "arg") == 0 && r->argc < MAX_ARGS) r->argv[r->argc++] = strdup(value);
  else if (strcmp(line, "env") == 0 && r->envc < MAX_ENV) r->envp[r->envc++] = strdup(value);
  else if (strcmp(line, "cpu_ms") == 0) r->cpu_ms = atoll(value);
  else if (strcmp(line, "wall_ms") == 0) r->wall_ms = atoll(value);
  else if (strcmp(line, "memory_kb") == 0) r->memory_kb = atoll(value);
  else if (strcmp(line, "stack_kb") == 0) r->stack_kb = atoll(value);
  else if (strcmp(line, "procs") == 0) r->procs = atoll(value);
  else if (strcmp(line, "fsize_kb") == 0) r->fsize_kb = atoll(value);
  else if (strcmp(line, "nofile") == 0) r->nofile = atoll(value);
  else if (strcmp(line, "stdout_first") == 0) r->stdout_first = atoi(value);
  else if (strcmp(line, "pch") == 0) r->pch = atoi(value);
  else if (strcmp(line, "stdin") == 0) snprintf(r->stdin_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "stdout") == 0) snprintf(r->stdout_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "stderr") == 0) snprintf(r->stderr_path, PATH_MAX, "%s", value);
  else if (strcmp(line, "tmp_kb") == 0) r->tmp_kb = atoll(value);
  else if (strcmp(line, "cwd") == 0) snprintf(r->cwd, PATH_MAX, "%s", value);
}

// Takes the first uid of BASE .. BASE+COUNT-1 that no other launcher on the host holds: an flock on the
// file DIR/UID (DIR is root's own, checked by the pool), held as long as this process lives and released by
// the kernel whenever it ends, however it ends. 0, or -1 with errno set.
static int lock_slot_uid(long base, long count, const char *dir) {
  for (long uid = base; uid < base + count; uid++) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%ld", dir, uid);
    int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
      slot_uid = (uid_t)uid;
      return 0;
    }
    int error = errno;
    close(fd);
    if (error != EWOULDBLOCK) return errno = error, -1;
  }
  errno = EBUSY;
  return -1;
}

static void set_fault(const char *name) {
  if (strcmp(name, "no-close-range") == 0) fault_no_close_range = 1;
  else if (strcmp(name, "no-cgroup-kill") == 0) fault_no_cgroup_kill = 1;
  else if (strcmp(name, "kill-fails") == 0) fault_kill_fails = 1;
  else if (strcmp(name, "box-dies") == 0) fault_box_dies = 1;
  else if (strcmp(name, "box-dies-after-ping") == 0) fault_box_dies_after_ping = 1;
}

// verdict-box --uids BASE COUNT LOCK_DIR [--test-fault NAME]... CGROUPS -- BUBBLEWRAP COMMAND LINE (ending in:
// verdict-box hold). CGROUPS: v1 MEMORY_DIR CPUACCT_DIR PIDS_DIR | v2 SLOT_DIR | none. Says "ready UID" once
// the box is built, UID being the slot's.
int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "hold") == 0) return hold();
  int at = 1, box = 0;
  long uid_base = 0, uid_count = 0;
  const char *lock_dir = NULL;
  while (box < argc && strcmp(argv[box], "--") != 0) box++;
  for (;;) {
    if (at + 3 < box && strcmp(argv[at], "--uids") == 0) {
      uid_base = atol(argv[at + 1]);
      uid_count = atol(argv[at + 2]);
      lock_dir = argv[at + 3];
      at += 4;
    } else if (at + 1 < box && strcmp(argv[at], "--test-fault") == 0) {
      set_fault(argv[at + 1]);
      at += 2;
    } else {
      break;
    }
  }
  if (at + 4 <= box && strcmp(argv[at], "v1") == 0) {
    mode = MODE_V1;
    snprintf(memory_dir, sizeof memory_dir, "%s", argv[at + 1]);
    snprintf(run_dir, sizeof run_dir, "%s/run", memory_dir);
    snprintf(cpuacct_dir, sizeof cpuacct_dir, "%s", argv[at + 2]);
    snprintf(pids_dir, sizeof pids_dir, "%s", argv[at + 3]);
  } else if (at + 2 <= box && strcmp(argv[at], "v2") == 0) {
    mode = MODE_V2;
    snprintf(slot_dir, sizeof slot_dir, "%s", argv[at + 1]);
    snprintf(run_dir, sizeof run_dir, "%s/run", slot_dir);
  } else if (at >= box || strcmp(argv[at], "none") != 0) {
    box = argc;
  }
  if (box + 1 >= argc || !lock_dir || uid_base <= 0 || uid_count <= 0) {
    fprintf(stderr, "usage: verdict-box --uids BASE COUNT LOCK_DIR [--test-fault NAME]... {v1 MEMORY_DIR CPUACCT_DIR PIDS_DIR | v2 SLOT_DIR | none} -- BWRAP ARGS... verdict-box hold\n");
    return 2;
  }
  if (lock_slot_uid(uid_base, uid_count, lock_dir) != 0) {
    fprintf(stderr, "verdict-box: no free slot uid in %ld..%ld (%s): %s\n", uid_base, uid_base + uid_count - 1, lock_dir, strerror(errno));
    return 3;
  }
  if (set_oom_score_adj("-1000") != 0) fprintf(stderr, "verdict-box: oom_score_adj: %s\n", strerror(errno));
  if (enter_cgroups() != 0) {
    fprintf(stderr, "verdict-box: cannot enter the slot cgroups: %s\n", strerror(errno));
    return 3;
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  signal(SIGPIPE, SIG_IGN);
  // bubblewrap and the box start in the slot's groups, before any run.
  if (start_box(argv + box + 1) != 0) return 4;
  // Orphans of a run come back here to be reaped, so their pids leave the slot's cgroup at once.
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  printf("ready %u\n", (unsigned)slot_uid);
  fflush(stdout);

  static struct request r;
  reset(&r);
  char line[LINE_MAX_LEN];
  while (fgets(line, sizeof line, stdin)) parse_line(&r, line);
  // End of requests: the box goes first, so the slot's groups are empty once the launcher has exited.
  take_box_down();
  return 0;
}
