#ifndef MUSICAT_SHAREDLIBRARY_H
#define MUSICAT_SHAREDLIBRARY_H

#include <pthread.h>
#include <stddef.h>

/// A library loaded at run time: the file names to try, in order, and the functions to find
/// in it.
struct musicat_shared_library {
  const char *const *file_names;
  /// What to install when none loads ("libmicrohttpd12 on Debian, ...").
  const char *install_hint;
  const char *const *function_names;
  void **functions;
  size_t function_count;
  /// Set by the first musicat_shared_library_load, under `lock`.
  pthread_mutex_t lock;
  int attempted;
  const char *failure;
  char failure_text[512];
};

/// On the first call, opens the first of the library's files that loads and finds every
/// function in it; returns NULL when that worked, else why not (the same on every call).
/// Safe to call from any thread.
const char *musicat_shared_library_load(struct musicat_shared_library *library);

/// For LIST, an X-macro of function names (LIST(X) expands to X(name) for each): an enum
/// index_NAME per function and function_count, the names as `function_names`, and
/// `functions`, the pointers musicat_shared_library_load fills in.
#define MUSICAT_LIBRARY_FUNCTIONS(LIST)                                                        \
  enum { LIST(MUSICAT_AS_INDEX) function_count };                                              \
  static const char *const function_names[] = {LIST(MUSICAT_AS_NAME)};                         \
  static void *functions[function_count];
#define MUSICAT_AS_INDEX(name) index_##name,
#define MUSICAT_AS_NAME(name) #name,

/// The library's function `name`, with the type its header gives it.
#define MUSICAT_FUNCTION(name) ((__typeof__(&name))functions[index_##name])

/// A library of `file_names`, whose functions are MUSICAT_LIBRARY_FUNCTIONS's.
#define MUSICAT_SHARED_LIBRARY(names, hint)                                                    \
  {                                                                                            \
    .file_names = names, .install_hint = hint, .function_names = function_names,              \
    .functions = functions, .function_count = function_count,                                 \
    .lock = PTHREAD_MUTEX_INITIALIZER,                                                         \
  }

#endif
