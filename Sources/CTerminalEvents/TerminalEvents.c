#define _GNU_SOURCE
#include "CTerminalEvents.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// From ncurses; declared here so this file does not depend on its headers'
// wide-character configuration.
extern int endwin(void);

static const int termination_signals[] = {SIGINT, SIGTERM, SIGHUP};

static int pipe_fds[2] = {-1, -1};
static int wake_fds[2] = {-1, -1};
static volatile sig_atomic_t screen_active = 0;
static int exit_hook_installed = 0;

static char image_reset[64];
static volatile sig_atomic_t image_reset_length = 0;

static void restore_screen(void) {
  if (screen_active) {
    screen_active = 0;
    cte_write_image_reset();
    endwin();
    cte_crash_report_screen(0);  // what was written to stderr meanwhile reaches it now
  }
}

void cte_clear_signal_mask(void) {
  sigset_t empty;
  sigemptyset(&empty);
  sigprocmask(SIG_SETMASK, &empty, NULL);
}

static void on_termination(int sig) {
  int saved = errno;
  unsigned char byte = (unsigned char)sig;
  if (pipe_fds[1] >= 0) (void)!write(pipe_fds[1], &byte, 1);
  errno = saved;
}

int cte_install_termination_handlers(void) {
  if (pipe_fds[0] >= 0) return pipe_fds[0];
  if (pipe2(pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
  if (pipe2(wake_fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_termination;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < sizeof termination_signals / sizeof(int); i++)
    sigaction(termination_signals[i], &action, NULL);
  return pipe_fds[0];
}

void cte_uninstall_termination_handlers(void) {
  for (size_t i = 0; i < sizeof termination_signals / sizeof(int); i++)
    signal(termination_signals[i], SIG_DFL);
}

int cte_next_termination_signal(void) {
  unsigned char byte;
  if (pipe_fds[0] < 0) return 0;
  return read(pipe_fds[0], &byte, 1) == 1 ? byte : 0;
}

void cte_install_exit_hook(void) {
  if (exit_hook_installed) return;
  exit_hook_installed = 1;
  atexit(restore_screen);
}

void cte_set_screen_active(int active) {
  screen_active = active;
  cte_crash_report_screen(active);
}

void cte_suspend(void) {
  struct sigaction stop, previous;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  sigaction(SIGTSTP, &stop, &previous);
  endwin();
  kill(getpid(), SIGTSTP);
  sigaction(SIGTSTP, &previous, NULL);
}

void cte_wake(void) {
  unsigned char byte = 1;
  if (wake_fds[1] >= 0) (void)!write(wake_fds[1], &byte, 1);  // a full pipe already wakes
}

int cte_wait(int fd, int timeout_ms) {
  struct pollfd fds[3] = {{.fd = pipe_fds[0], .events = POLLIN},
                          {.fd = fd, .events = POLLIN},
                          {.fd = wake_fds[0], .events = POLLIN}};
  int ready = poll(fds, 3, timeout_ms);
  if (ready < 0) return errno == EINTR ? CTE_INTERRUPTED : CTE_HUNG_UP;
  if (ready == 0) return CTE_TIMEOUT;
  if (fds[0].revents & POLLIN) return CTE_SIGNAL;
  if (fds[2].revents & POLLIN) {
    unsigned char bytes[64];
    while (read(wake_fds[0], bytes, sizeof bytes) > 0) {}
    return CTE_WOKEN;
  }
  if (fds[1].revents & (POLLHUP | POLLERR | POLLNVAL)) return CTE_HUNG_UP;
  int pending = 0;
  if (ioctl(fd, FIONREAD, &pending) != 0 || pending == 0) return CTE_HUNG_UP;
  return CTE_INPUT;
}

int cte_cell_pixels(int fd, int *width, int *height) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0 || size.ws_xpixel == 0
      || size.ws_ypixel == 0)
    return -1;
  *width = size.ws_xpixel / size.ws_col;
  *height = size.ws_ypixel / size.ws_row;
  return *width > 0 && *height > 0 ? 0 : -1;
}

void cte_set_image_reset(const char *sequence) {
  image_reset_length = 0;
  size_t length = strlen(sequence);
  if (length >= sizeof image_reset) return;
  memcpy(image_reset, sequence, length);
  image_reset_length = (sig_atomic_t)length;
}

void cte_write_image_reset(void) {
  if (image_reset_length > 0) (void)!write(STDOUT_FILENO, image_reset, (size_t)image_reset_length);
}
