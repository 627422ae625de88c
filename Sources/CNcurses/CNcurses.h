// The wide-character ncurses API as Swift can import it.
//
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, which hides the wide-character
// API (get_wch, cchar_t, mvaddnwstr); NCURSES_WIDECHAR brings it back.
// Macros that do not import (attributes, stdscr, LINES, COLS, cur_term) get
// constants or getter functions here.
#ifndef REFBOOK_CNCURSES_H
#define REFBOOK_CNCURSES_H

#define NCURSES_WIDECHAR 1
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>

static const attr_t CN_A_NORMAL = A_NORMAL;
static const attr_t CN_A_BOLD = A_BOLD;
static const attr_t CN_A_DIM = A_DIM;
static const attr_t CN_A_REVERSE = A_REVERSE;
static const attr_t CN_A_UNDERLINE = A_UNDERLINE;

// Mouse masks: NCURSES_MOUSE_MASK is a function-like macro.
static const mmask_t CN_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CN_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t CN_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t CN_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t CN_BUTTON5_PRESSED = BUTTON5_PRESSED;

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

/// 1 if terminfo has an entry for `term`, 0 if not; touches no screen.
static inline int cn_terminfo_exists(const char *term) {
  int status = 0;
  TERMINAL *saved = cur_term;
  if (setupterm(term, -1, &status) != OK) return 0;
  TERMINAL *loaded = set_curterm(saved);
  if (loaded != NULL) del_curterm(loaded);
  return 1;
}

#endif
