/* The floor of the service benchmark: GNU libmicrohttpd answering every request with a fixed
 * Subsonic ping body, with the options musicat serve uses (a pool of 4 threads over epoll,
 * the answer queued on the handler's second call). What it does per second is the library's
 * own limit on this machine.
 *
 *   gcc -O2 -o bare_mhd Benchmarks/bare_mhd.c -lmicrohttpd && ./bare_mhd PORT
 */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char body[] =
    "{\"subsonic-response\":{\"status\":\"ok\",\"version\":\"1.16.1\",\"type\":\"bare\","
    "\"serverVersion\":\"0\",\"openSubsonic\":true}}";

static enum MHD_Result answer(void *context, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **state) {
  static int marker;
  (void)context; (void)url; (void)method; (void)version; (void)upload; (void)upload_size;
  if (*state == NULL) {
    *state = &marker;
    return MHD_YES;
  }
  struct MHD_Response *response = MHD_create_response_from_buffer(
      sizeof body - 1, (void *)body, MHD_RESPMEM_PERSISTENT);
  MHD_add_response_header(response, "Content-Type", "application/json; charset=utf-8");
  enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
  MHD_destroy_response(response);
  return result;
}

int main(int argc, char **argv) {
  unsigned short port = argc > 1 ? (unsigned short)atoi(argv[1]) : 4599;
  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  struct MHD_Daemon *daemon = MHD_start_daemon(
      MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ITC, port, NULL, NULL, answer, NULL,
      MHD_OPTION_SOCK_ADDR, &address, MHD_OPTION_THREAD_POOL_SIZE, 4u,
      MHD_OPTION_CONNECTION_LIMIT, 2048u, MHD_OPTION_CONNECTION_TIMEOUT, 30u,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536, MHD_OPTION_END);
  if (daemon == NULL) {
    fprintf(stderr, "cannot listen on 127.0.0.1:%u\n", port);
    return 1;
  }
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigprocmask(SIG_BLOCK, &signals, NULL);
  int received;
  sigwait(&signals, &received);
  MHD_stop_daemon(daemon);
  return 0;
}
