#ifndef MUSICAT_MICROHTTPD_H
#define MUSICAT_MICROHTTPD_H

// GNU libmicrohttpd, loaded when the service starts rather than linked: a library linked in
// is loaded by every command (with GnuTLS and the libraries that come with it), and only
// `musicat serve` uses it (docs/PERFORMANCE.md has what that cost). The types and constants are
// the library's own header's; each function is reached through a musicat_mhd_ wrapper.

#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// Loads libmicrohttpd once (later calls return at once); NULL when it is loaded, else a
/// message that names the library and says why it could not be loaded. The other functions
/// here may be called only after it returned NULL.
const char *musicat_mhd_load(void);

/// Starts a daemon on a socket that is already listening, with the request-completed
/// callback and the other options in an MHD_OPTION_ARRAY (ended by an item whose option is
/// MHD_OPTION_END): MHD_start_daemon is variadic, which Swift cannot call.
struct MHD_Daemon *musicat_mhd_start(unsigned int flags, int listen_socket,
                                     MHD_AccessHandlerCallback handler, void *handler_context,
                                     MHD_RequestCompletedCallback completed,
                                     void *completed_context,
                                     const struct MHD_OptionItem *options);

void musicat_mhd_stop_daemon(struct MHD_Daemon *daemon);
MHD_socket musicat_mhd_quiesce_daemon(struct MHD_Daemon *daemon);
struct MHD_PostProcessor *musicat_mhd_create_post_processor(struct MHD_Connection *connection,
                                                            size_t buffer_size,
                                                            MHD_PostDataIterator iterator,
                                                            void *iterator_context);
enum MHD_Result musicat_mhd_post_process(struct MHD_PostProcessor *processor, const char *data,
                                         size_t size);
enum MHD_Result musicat_mhd_destroy_post_processor(struct MHD_PostProcessor *processor);
int musicat_mhd_get_connection_values_n(struct MHD_Connection *connection,
                                        enum MHD_ValueKind kind,
                                        MHD_KeyValueIteratorN iterator, void *iterator_context);
const char *musicat_mhd_lookup_connection_value(struct MHD_Connection *connection,
                                                enum MHD_ValueKind kind, const char *key);
struct MHD_Response *musicat_mhd_create_response_from_buffer(size_t size, void *buffer,
                                                             enum MHD_ResponseMemoryMode mode);
struct MHD_Response *musicat_mhd_create_response_from_fd_at_offset64(uint64_t size, int fd,
                                                                     uint64_t offset);
enum MHD_Result musicat_mhd_add_response_header(struct MHD_Response *response,
                                                const char *header, const char *content);
enum MHD_Result musicat_mhd_queue_response(struct MHD_Connection *connection,
                                           unsigned int status_code,
                                           struct MHD_Response *response);
void musicat_mhd_destroy_response(struct MHD_Response *response);

#endif
