#ifndef CCALLGRIND_H
#define CCALLGRIND_H

/// Switches callgrind's event collection on or off (run with --collect-atstart=no), so that only the
/// code between two calls is counted. Does nothing outside valgrind, or where valgrind's headers
/// were missing at build time.
void callgrind_toggle_collect(void);

/// Starts callgrind's instrumentation (run with --instr-atstart=no, so that building a large
/// fixture runs at valgrind's uninstrumented speed). Does nothing outside valgrind.
void callgrind_start_instrumentation(void);

#endif
