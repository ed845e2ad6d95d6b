#ifndef MUSICAT_CSQLITE_SHIM_H
#define MUSICAT_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer, which Swift cannot
/// import; this constant makes SQLite copy bound text and blobs before the call returns.
static const sqlite3_destructor_type musicat_sqlite_transient = SQLITE_TRANSIENT;

#endif
