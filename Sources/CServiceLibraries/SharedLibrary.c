#include "SharedLibrary.h"

#include <dlfcn.h>
#include <stdio.h>

static void load(struct musicat_shared_library *library) {
  void *handle = NULL;
  const char *reason = "no file name to try";
  for (const char *const *name = library->file_names; *name != NULL && handle == NULL; name++) {
    handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) reason = dlerror();
  }
  if (handle == NULL) {
    snprintf(library->failure_text, sizeof library->failure_text,
             "%s cannot be loaded (%s); install %s", library->file_names[0],
             reason == NULL ? "unknown reason" : reason, library->install_hint);
    library->failure = library->failure_text;
    return;
  }
  for (size_t index = 0; index < library->function_count; index++) {
    library->functions[index] = dlsym(handle, library->function_names[index]);
    if (library->functions[index] == NULL) {
      snprintf(library->failure_text, sizeof library->failure_text,
               "%s has no function %s: it is older than musicat needs",
               library->file_names[0], library->function_names[index]);
      library->failure = library->failure_text;
      dlclose(handle);
      return;
    }
  }
  library->failure = NULL;
}

const char *musicat_shared_library_load(struct musicat_shared_library *library) {
  pthread_mutex_lock(&library->lock);
  if (!library->attempted) {
    load(library);
    library->attempted = 1;
  }
  const char *failure = library->failure;
  pthread_mutex_unlock(&library->lock);
  return failure;
}
