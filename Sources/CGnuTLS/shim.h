#ifndef MUSICAT_CGNUTLS_SHIM_H
#define MUSICAT_CGNUTLS_SHIM_H

#include <gnutls/gnutls.h>
#include <gnutls/crypto.h>

#endif
