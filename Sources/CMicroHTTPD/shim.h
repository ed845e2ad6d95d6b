#ifndef MUSICAT_CMICROHTTPD_SHIM_H
#define MUSICAT_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// MHD_start_daemon is variadic, which Swift cannot call. This starts a daemon on a socket
/// that is already listening, with the request-completed callback and the other options in
/// an MHD_OPTION_ARRAY (ended by an item whose option is MHD_OPTION_END).
static inline struct MHD_Daemon *musicat_mhd_start(
    unsigned int flags, int listen_socket, MHD_AccessHandlerCallback handler,
    void *handler_context, MHD_RequestCompletedCallback completed, void *completed_context,
    const struct MHD_OptionItem *options) {
  return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                          MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
                          MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
                          MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The number of open connections of a daemon (MHD_get_daemon_info is variadic too).
static inline unsigned int musicat_mhd_connection_count(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info =
      MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
  return info == NULL ? 0 : info->num_connections;
}

#endif
