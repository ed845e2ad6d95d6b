#ifndef MUSICAT_GNUTLS_H
#define MUSICAT_GNUTLS_H

// GnuTLS, loaded when first used rather than linked (see MicroHTTPD.h for why). Each
// function loads the library if it is not loaded yet, and fails as the library's own
// function fails when it cannot be: GNUTLS_E_INTERNAL_ERROR, or "different" from
// musicat_gnutls_memcmp.

#include <gnutls/crypto.h>
#include <gnutls/gnutls.h>

/// Loads GnuTLS once (later calls return at once); NULL when it is loaded, else a message
/// that names the library and says why it could not be loaded.
const char *musicat_gnutls_load(void);

int musicat_gnutls_aead_cipher_init(gnutls_aead_cipher_hd_t *handle,
                                    gnutls_cipher_algorithm_t cipher, const gnutls_datum_t *key);
int musicat_gnutls_aead_cipher_encrypt(gnutls_aead_cipher_hd_t handle, const void *nonce,
                                       size_t nonce_length, const void *associated,
                                       size_t associated_length, size_t tag_size,
                                       const void *plain, size_t plain_length, void *output,
                                       size_t *output_length);
int musicat_gnutls_aead_cipher_decrypt(gnutls_aead_cipher_hd_t handle, const void *nonce,
                                       size_t nonce_length, const void *associated,
                                       size_t associated_length, size_t tag_size,
                                       const void *ciphertext, size_t ciphertext_length,
                                       void *plain, size_t *plain_length);
void musicat_gnutls_aead_cipher_deinit(gnutls_aead_cipher_hd_t handle);
int musicat_gnutls_hash_fast(gnutls_digest_algorithm_t algorithm, const void *text,
                             size_t text_length, void *digest);
int musicat_gnutls_memcmp(const void *a, const void *b, size_t length);
int musicat_gnutls_rnd(gnutls_rnd_level_t level, void *data, size_t length);

#endif
