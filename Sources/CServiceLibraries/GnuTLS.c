#include "GnuTLS.h"

#include "SharedLibrary.h"

#define GNUTLS_FUNCTIONS(X)                                                                    \
  X(gnutls_aead_cipher_init)                                                                   \
  X(gnutls_aead_cipher_encrypt)                                                                \
  X(gnutls_aead_cipher_decrypt)                                                                \
  X(gnutls_aead_cipher_deinit)                                                                 \
  X(gnutls_hash_fast)                                                                          \
  X(gnutls_memcmp)                                                                             \
  X(gnutls_rnd)

MUSICAT_LIBRARY_FUNCTIONS(GNUTLS_FUNCTIONS)

static const char *const file_names[] = {
#if defined(__APPLE__)
    "libgnutls.30.dylib", "/opt/homebrew/lib/libgnutls.30.dylib",
    "/usr/local/lib/libgnutls.30.dylib",
#else
    "libgnutls.so.30",
#endif
    NULL};

static struct musicat_shared_library library =
    MUSICAT_SHARED_LIBRARY(file_names, "libgnutls30 (Debian, Ubuntu) or gnutls (Homebrew)");

const char *musicat_gnutls_load(void) { return musicat_shared_library_load(&library); }

int musicat_gnutls_aead_cipher_init(gnutls_aead_cipher_hd_t *handle,
                                    gnutls_cipher_algorithm_t cipher, const gnutls_datum_t *key) {
  if (musicat_gnutls_load() != NULL) return GNUTLS_E_INTERNAL_ERROR;
  return MUSICAT_FUNCTION(gnutls_aead_cipher_init)(handle, cipher, key);
}

int musicat_gnutls_aead_cipher_encrypt(gnutls_aead_cipher_hd_t handle, const void *nonce,
                                       size_t nonce_length, const void *associated,
                                       size_t associated_length, size_t tag_size,
                                       const void *plain, size_t plain_length, void *output,
                                       size_t *output_length) {
  if (musicat_gnutls_load() != NULL) return GNUTLS_E_INTERNAL_ERROR;
  return MUSICAT_FUNCTION(gnutls_aead_cipher_encrypt)(handle, nonce, nonce_length, associated,
      associated_length, tag_size, plain, plain_length, output, output_length);
}

int musicat_gnutls_aead_cipher_decrypt(gnutls_aead_cipher_hd_t handle, const void *nonce,
                                       size_t nonce_length, const void *associated,
                                       size_t associated_length, size_t tag_size,
                                       const void *ciphertext, size_t ciphertext_length,
                                       void *plain, size_t *plain_length) {
  if (musicat_gnutls_load() != NULL) return GNUTLS_E_INTERNAL_ERROR;
  return MUSICAT_FUNCTION(gnutls_aead_cipher_decrypt)(handle, nonce, nonce_length, associated,
      associated_length, tag_size, ciphertext, ciphertext_length, plain, plain_length);
}

void musicat_gnutls_aead_cipher_deinit(gnutls_aead_cipher_hd_t handle) {
  if (musicat_gnutls_load() == NULL) MUSICAT_FUNCTION(gnutls_aead_cipher_deinit)(handle);
}

int musicat_gnutls_hash_fast(gnutls_digest_algorithm_t algorithm, const void *text,
                             size_t text_length, void *digest) {
  if (musicat_gnutls_load() != NULL) return GNUTLS_E_INTERNAL_ERROR;
  return MUSICAT_FUNCTION(gnutls_hash_fast)(algorithm, text, text_length, digest);
}

int musicat_gnutls_memcmp(const void *a, const void *b, size_t length) {
  if (musicat_gnutls_load() != NULL) return 1;
  return MUSICAT_FUNCTION(gnutls_memcmp)(a, b, length);
}

int musicat_gnutls_rnd(gnutls_rnd_level_t level, void *data, size_t length) {
  if (musicat_gnutls_load() != NULL) return GNUTLS_E_INTERNAL_ERROR;
  return MUSICAT_FUNCTION(gnutls_rnd)(level, data, length);
}
