// See CrashReport.h. Everything the handler does is async-signal-safe:
// open, write, read, mkdir, dup2, tcsetattr, sigaction, raise, _exit,
// setrlimit (a plain system call on Linux) — and
// backtrace(), made safe by a first call at install time (which loads
// libgcc_s, the one unsafe step).
#define _GNU_SOURCE
#include "CrashReport.h"
#include "CTerminalEvents.h"

#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

// From ncurses, declared here as TerminalEvents.c declares endwin().
extern char *tigetstr(const char *capname);

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

static int installed = 0;
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];
/// The thread handling a crash; 0 while none is.
static volatile pid_t crashing_thread = 0;

static char report_folder[PATH_MAX];
static char program_name[64] = "program";

static struct termios saved_modes;
static int saved_modes_fd = -1;

// The screen, while curses has it: the strings that give it back, and
// standard error's real descriptor while it is captured in `captured_fd`.
static volatile sig_atomic_t screen_in_use = 0;
static char reset_sequence[256];
static size_t reset_length = 0;
static int real_stderr = -1;
static int captured_fd = -1;

static void put(int fd, const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(fd, text, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

/// Appends the decimal digits of `value` to `buffer` (of `size`).
static void append_number(char *buffer, size_t size, unsigned long value) {
  char digits[24];
  int count = 0;
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  size_t length = strlen(buffer);
  while (count > 0 && length + 1 < size) buffer[length++] = digits[--count];
  buffer[length] = '\0';
}

static void append(char *buffer, size_t size, const char *text) {
  size_t length = strlen(buffer);
  while (*text && length + 1 < size) buffer[length++] = *text++;
  buffer[length] = '\0';
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGILL: return "SIGILL (illegal instruction: a Swift runtime failure)";
  case SIGTRAP: return "SIGTRAP (trap: a Swift runtime failure)";
  case SIGSEGV: return "SIGSEGV (invalid memory access)";
  case SIGBUS: return "SIGBUS (bus error)";
  case SIGFPE: return "SIGFPE (arithmetic error)";
  case SIGABRT: return "SIGABRT (aborted)";
  case SIGQUIT: return "SIGQUIT (quit)";
  default: return "a crash signal";
  }
}

/// Gives the terminal back as endwin() would, and standard error with it.
static void restore_terminal(void) {
  if (!screen_in_use) return;
  screen_in_use = 0;
  cte_write_image_reset();
  if (reset_length > 0) (void)!write(STDOUT_FILENO, reset_sequence, reset_length);
  if (saved_modes_fd >= 0) tcsetattr(saved_modes_fd, TCSANOW, &saved_modes);
  if (real_stderr >= 0) dup2(real_stderr, STDERR_FILENO);
}

/// Copies what standard error received while the screen was in use to `fd`.
static void copy_captured(int fd) {
  if (captured_fd < 0) return;
  char buffer[4096];
  off_t offset = 0;
  ssize_t count;
  while ((count = pread(captured_fd, buffer, sizeof buffer, offset)) > 0) {
    (void)!write(fd, buffer, (size_t)count);
    offset += count;
  }
}

/// Creates `path` and its missing parents (mode 0700); modifies `path` in place.
static void make_folders(char *path) {
  for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    mkdir(path, 0700);
    *slash = '/';
  }
  mkdir(path, 0700);
}

static int write_report(int sig, siginfo_t *info, char *path, size_t size) {
  char folder[PATH_MAX];
  memcpy(folder, report_folder, sizeof folder);
  make_folders(folder);
  path[0] = '\0';
  append(path, size, report_folder);
  append(path, size, "/crash-");
  append_number(path, size, (unsigned long)time(NULL));
  append(path, size, "-");
  append_number(path, size, (unsigned long)getpid());
  append(path, size, ".txt");
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  char line[256] = "";
  append(line, sizeof line, program_name);
  append(line, sizeof line, " crashed: signal ");
  append_number(line, sizeof line, (unsigned long)sig);
  append(line, sizeof line, ", ");
  append(line, sizeof line, signal_name(sig));
  append(line, sizeof line, "\nprocess ");
  append_number(line, sizeof line, (unsigned long)getpid());
  append(line, sizeof line, ", at ");
  append_number(line, sizeof line, (unsigned long)time(NULL));
  append(line, sizeof line, " seconds since 1970 (UTC)");
  if (info && info->si_code <= 0) append(line, sizeof line, ", sent by another process");
  append(line, sizeof line, "\n");
  put(fd, line);
  if (captured_fd >= 0) {
    put(fd, "\nStandard error while the screen was in use:\n");
    copy_captured(fd);
  }
  put(fd, "\nBacktrace of the crashing thread (names: `swift demangle`; a frame\n"
          "PROGRAM(+0xOFFSET) without a name: `addr2line -f -e PROGRAM 0xOFFSET`):\n");
  void *frames[128];
  int count = backtrace(frames, 128);
  backtrace_symbols_fd(frames, count, fd);
  fsync(fd);
  close(fd);
  return 0;
}

static void on_crash(int sig, siginfo_t *info, void *context) {
  (void)context;
  // A second thread crashing meanwhile waits for the first to exit; a crash
  // while reporting one (SA_NODEFER lets it in) ends the process at once.
  pid_t thread = (pid_t)gettid();
  pid_t first = __sync_val_compare_and_swap(&crashing_thread, 0, thread);
  if (first == thread) _exit(128 + sig);
  if (first != 0) {
    for (;;) pause();
  }
  int was_in_use = screen_in_use;
  restore_terminal();
  if (report_folder[0] == '\0') {
    // No report configured: hand over to the handler there was before.
    for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++)
      if (crash_signals[i] == sig) sigaction(sig, &previous_actions[i], NULL);
    crashing_thread = 0;
    if (info == NULL || info->si_code <= 0) raise(sig);
    return;
  }
  if (was_in_use) copy_captured(STDERR_FILENO);
  // A soft file size limit may be what made the program fail; the report
  // matters more (setrlimit is a plain system call on Linux).
  struct rlimit limit;
  if (getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_FSIZE, &limit);
  }
  char path[PATH_MAX + 64];
  int written = write_report(sig, info, path, sizeof path);
  char message[PATH_MAX + 256] = "";
  append(message, sizeof message, program_name);
  append(message, sizeof message, ": crashed with ");
  append(message, sizeof message, signal_name(sig));
  append(message, sizeof message, written == 0 ? "; the report is in " : "; no report could be written in ");
  append(message, sizeof message, written == 0 ? path : report_folder);
  append(message, sizeof message, "\n");
  put(STDERR_FILENO, message);
  _exit(128 + sig);
}

static void install_handlers(void) {
  if (installed) return;
  installed = 1;
  void *frame;
  backtrace(&frame, 1);
  static char alternate_stack[64 * 1024];
  stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++) sigaction(crash_signals[i], &action, &previous_actions[i]);
}

int cte_install_crash_report(const char *folder, const char *program) {
  if (strlen(folder) + 1 > sizeof report_folder - 48) return -1;
  strcpy(report_folder, folder);
  program_name[0] = '\0';
  append(program_name, sizeof program_name, program);
  install_handlers();
  return 0;
}

void cte_install_crash_handlers(void) {
  install_handlers();
  cte_record_terminal_modes();
  cte_install_exit_hook();
}

void cte_record_terminal_modes(void) {
  if (tcgetattr(STDIN_FILENO, &saved_modes) == 0) saved_modes_fd = STDIN_FILENO;
  else if (tcgetattr(STDOUT_FILENO, &saved_modes) == 0) saved_modes_fd = STDOUT_FILENO;
}

void cte_crash_report_screen(int active) {
  if (active) {
    reset_sequence[0] = '\0';
    const char *names[] = {"sgr0", "cnorm", "rmkx", "rmcup"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
      char *value = tigetstr(names[i]);
      if (value != NULL && value != (char *)-1) append(reset_sequence, sizeof reset_sequence, value);
    }
    // A terminal that reports the mouse may have been asked to: stop it, or
    // every click would type escape sequences into the shell.
    char *mouse = tigetstr("kmous");
    if (mouse != NULL && mouse != (char *)-1) append(reset_sequence, sizeof reset_sequence, "\033[?1006;1000l");
    reset_length = strlen(reset_sequence);
    captured_fd = memfd_create("refbook-stderr", MFD_CLOEXEC);
    real_stderr = captured_fd >= 0 ? fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3) : -1;
    if (real_stderr >= 0 && dup2(captured_fd, STDERR_FILENO) < 0) {
      close(real_stderr);
      real_stderr = -1;
    }
    if (real_stderr < 0 && captured_fd >= 0) {
      close(captured_fd);
      captured_fd = -1;
    }
    screen_in_use = 1;
    return;
  }
  screen_in_use = 0;
  if (real_stderr >= 0) {
    dup2(real_stderr, STDERR_FILENO);
    close(real_stderr);
    real_stderr = -1;
    copy_captured(STDERR_FILENO);
  }
  if (captured_fd >= 0) close(captured_fd);
  captured_fd = -1;
}
