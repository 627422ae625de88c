// What a crash leaves: a usable terminal, a report in a file, one line
// naming it, and exit status 128 + signal.
//
// The handlers replace the Swift runtime's (installed at process start, and
// read SWIFT_BACKTRACE then): once cte_install_crash_report() has run, a
// crash signal (SIGILL, SIGTRAP: a Swift runtime failure; SIGSEGV, SIGBUS,
// SIGFPE, SIGABRT, SIGQUIT) never reaches Swift's interactive backtracer,
// which would otherwise hold the screen for 30 seconds. In the handler,
// only async-signal-safe calls: the terminal is restored by writing the
// terminfo strings endwin() would (recorded while the screen was set up)
// and the terminal modes saved before it, not by calling into curses.
#ifndef REFBOOK_CRASHREPORT_H
#define REFBOOK_CRASHREPORT_H

/// Installs the crash handlers (once), with an alternate signal stack for
/// this thread (a stack overflow still gets its report), and makes crashes
/// write their report to `folder/crash-TIME-PID.txt` (TIME in seconds since
/// 1970; the folder is created with mode 0700 when needed). `program` starts
/// the line printed on standard error. Returns 0, or -1 if `folder` is too long.
int cte_install_crash_report(const char *folder, const char *program);

/// Records the terminal's modes, to be put back by a crash while the screen
/// is in use; called just before curses takes the terminal over.
void cte_record_terminal_modes(void);

/// While the screen is in use (1), what is written to standard error is
/// kept aside instead of drawn over the screen: a crash puts it in its
/// report (Swift's "Fatal error: …" line), and when the screen is given back
/// (0) it is written to the real standard error. Also records the terminfo
/// strings that give the screen back. Called by cte_set_screen_active().
void cte_crash_report_screen(int active);

#endif
