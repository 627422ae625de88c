// The events of a curses program that are not keys: signals, job control,
// and the terminal hanging up. In C because a signal handler may only call
// async-signal-safe functions and must not enter the Swift runtime, and
// because ioctl is variadic.
//
// - Termination signals (SIGINT, SIGTERM, SIGHUP) write their number to a
//   self-pipe; the main loop polls its read end and decides to save and exit.
// - Crash signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
//   SIGQUIT) restore the terminal, then write a report (CrashReport.h), or,
//   when the program set up none, re-raise with the handler that was
//   installed before (Swift's backtracer, or the default action).
// - An atexit hook restores the terminal on every ordinary exit.
#ifndef REFBOOK_CTERMINALEVENTS_H
#define REFBOOK_CTERMINALEVENTS_H

/// Unblocks every signal: a parent (a test runner, a shell wrapper) may have
/// left some blocked, and a blocked SIGTERM would never reach the program.
void cte_clear_signal_mask(void);

/// Creates the non-blocking self-pipe and installs the termination handlers.
/// Returns the pipe's read end, or -1 with errno set. Idempotent: a second
/// call returns the same descriptor.
int cte_install_termination_handlers(void);

/// Puts the default actions back for the termination signals, so that once
/// the screen is restored SIGINT and SIGTERM end the process as usual.
void cte_uninstall_termination_handlers(void);

/// Reads one signal number from the self-pipe; 0 if none is pending.
int cte_next_termination_signal(void);

/// Installs the crash handlers (once; see CrashReport.h), records the
/// terminal's modes for them, and installs the exit hook: call it just
/// before curses takes the terminal.
void cte_install_crash_handlers(void);

/// Installs the atexit hook that restores the screen on exit (once).
void cte_install_exit_hook(void);

/// Tells the handlers whether curses owns the screen (1) or not (0); while
/// it does, an exit calls endwin() first, a crash restores the terminal, and
/// standard error is kept aside (see cte_crash_report_screen()).
void cte_set_screen_active(int active);

/// Stops the process as Ctrl-Z would in cooked mode, after handing the
/// screen back (endwin); returns when the job is continued (`fg`).
/// The caller repaints the screen afterwards.
void cte_suspend(void);

/// What waiting for input found.
enum {
  CTE_TIMEOUT = 0,      ///< Nothing arrived in time.
  CTE_INPUT = 1,        ///< The terminal has bytes to read.
  CTE_SIGNAL = 2,       ///< A termination signal is pending.
  CTE_INTERRUPTED = 3,  ///< Another signal (SIGWINCH, SIGCONT) interrupted the wait.
  CTE_HUNG_UP = 4,      ///< The terminal is gone: hang-up, error, or end of file.
  CTE_WOKEN = 5         ///< cte_wake() was called.
};

/// Makes a cte_wait() in progress, or the next one, return CTE_WOKEN. Safe
/// from any thread (and from a signal handler); a no-op before
/// cte_install_termination_handlers().
void cte_wake(void);

/// Waits up to `timeout_ms` (-1: no limit) for bytes on `fd`, a pending
/// termination signal or a cte_wake(); returns one of the CTE_ values. A
/// pending signal wins over a wake, which wins over input.
int cte_wait(int fd, int timeout_ms);

/// Sets `width` and `height` to the size of one character cell in pixels,
/// from the terminal's window size (TIOCGWINSZ on `fd`), and returns 0; -1
/// when the terminal does not say (tmux, most terminals without graphics).
int cte_cell_pixels(int fd, int *width, int *height);

/// Sets what is written to the terminal before anything else when the
/// screen is given back on exit or a crash (at most 63 bytes; "" for
/// nothing): the command that deletes the image shown.
void cte_set_image_reset(const char *sequence);

/// Writes what cte_set_image_reset() set to standard output;
/// async-signal-safe (the crash handler calls it).
void cte_write_image_reset(void);

#include "CrashReport.h"

#endif
