#ifndef MUSICAT_CSQLITE_SHIM_H
#define MUSICAT_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer, which Swift cannot
/// import; this constant makes SQLite copy bound text and blobs before the call returns.
static const sqlite3_destructor_type musicat_sqlite_transient = SQLITE_TRANSIENT;

/// Turns off SQLite's memory statistics, which take a global lock around every allocation.
/// sqlite3_config is variadic, which Swift cannot call; it must run before SQLite is
/// initialized (the first open does that), and returns SQLITE_MISUSE after.
static inline int musicat_sqlite_disable_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
