#include "MicroHTTPD.h"

#include "SharedLibrary.h"

#define MHD_FUNCTIONS(X)                                                                       \
  X(MHD_start_daemon)                                                                          \
  X(MHD_stop_daemon)                                                                           \
  X(MHD_quiesce_daemon)                                                                        \
  X(MHD_create_post_processor)                                                                 \
  X(MHD_post_process)                                                                          \
  X(MHD_destroy_post_processor)                                                                \
  X(MHD_get_connection_values_n)                                                               \
  X(MHD_lookup_connection_value)                                                               \
  X(MHD_create_response_from_buffer)                                                           \
  X(MHD_create_response_from_fd_at_offset64)                                                   \
  X(MHD_add_response_header)                                                                   \
  X(MHD_queue_response)                                                                        \
  X(MHD_destroy_response)

MUSICAT_LIBRARY_FUNCTIONS(MHD_FUNCTIONS)

static const char *const file_names[] = {
#if defined(__APPLE__)
    "libmicrohttpd.12.dylib", "/opt/homebrew/lib/libmicrohttpd.12.dylib",
    "/usr/local/lib/libmicrohttpd.12.dylib",
#else
    "libmicrohttpd.so.12",
#endif
    NULL};

static struct musicat_shared_library library =
    MUSICAT_SHARED_LIBRARY(file_names,
                           "libmicrohttpd12 (Debian, Ubuntu) or libmicrohttpd (Homebrew)");

const char *musicat_mhd_load(void) { return musicat_shared_library_load(&library); }

struct MHD_Daemon *musicat_mhd_start(unsigned int flags, int listen_socket,
                                     MHD_AccessHandlerCallback handler, void *handler_context,
                                     MHD_RequestCompletedCallback completed,
                                     void *completed_context,
                                     const struct MHD_OptionItem *options) {
  if (musicat_mhd_load() != NULL) return NULL;
  return MUSICAT_FUNCTION(MHD_start_daemon)(
      flags, 0, NULL, NULL, handler, handler_context, MHD_OPTION_LISTEN_SOCKET,
      (MHD_socket)listen_socket, MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

void musicat_mhd_stop_daemon(struct MHD_Daemon *daemon) {
  MUSICAT_FUNCTION(MHD_stop_daemon)(daemon);
}

MHD_socket musicat_mhd_quiesce_daemon(struct MHD_Daemon *daemon) {
  return MUSICAT_FUNCTION(MHD_quiesce_daemon)(daemon);
}

struct MHD_PostProcessor *musicat_mhd_create_post_processor(struct MHD_Connection *connection,
                                                            size_t buffer_size,
                                                            MHD_PostDataIterator iterator,
                                                            void *iterator_context) {
  return MUSICAT_FUNCTION(MHD_create_post_processor)(connection, buffer_size, iterator,
      iterator_context);
}

enum MHD_Result musicat_mhd_post_process(struct MHD_PostProcessor *processor, const char *data,
                                         size_t size) {
  return MUSICAT_FUNCTION(MHD_post_process)(processor, data, size);
}

enum MHD_Result musicat_mhd_destroy_post_processor(struct MHD_PostProcessor *processor) {
  return MUSICAT_FUNCTION(MHD_destroy_post_processor)(processor);
}

int musicat_mhd_get_connection_values_n(struct MHD_Connection *connection,
                                        enum MHD_ValueKind kind,
                                        MHD_KeyValueIteratorN iterator, void *iterator_context) {
  return MUSICAT_FUNCTION(MHD_get_connection_values_n)(connection, kind, iterator,
                                                       iterator_context);
}

const char *musicat_mhd_lookup_connection_value(struct MHD_Connection *connection,
                                                enum MHD_ValueKind kind, const char *key) {
  return MUSICAT_FUNCTION(MHD_lookup_connection_value)(connection, kind, key);
}

struct MHD_Response *musicat_mhd_create_response_from_buffer(size_t size, void *buffer,
                                                             enum MHD_ResponseMemoryMode mode) {
  return MUSICAT_FUNCTION(MHD_create_response_from_buffer)(size, buffer, mode);
}

struct MHD_Response *musicat_mhd_create_response_from_fd_at_offset64(uint64_t size, int fd,
                                                                     uint64_t offset) {
  return MUSICAT_FUNCTION(MHD_create_response_from_fd_at_offset64)(size, fd, offset);
}

enum MHD_Result musicat_mhd_add_response_header(struct MHD_Response *response,
                                                const char *header, const char *content) {
  return MUSICAT_FUNCTION(MHD_add_response_header)(response, header, content);
}

enum MHD_Result musicat_mhd_queue_response(struct MHD_Connection *connection,
                                           unsigned int status_code,
                                           struct MHD_Response *response) {
  return MUSICAT_FUNCTION(MHD_queue_response)(connection, status_code, response);
}

void musicat_mhd_destroy_response(struct MHD_Response *response) {
  MUSICAT_FUNCTION(MHD_destroy_response)(response);
}
