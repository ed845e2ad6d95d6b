#ifndef MUSICAT_CSERVICELIBRARIES_H
#define MUSICAT_CSERVICELIBRARIES_H

// The system libraries of `musicat serve` and of the accounts, loaded at run time when first
// used: GNU libmicrohttpd (HTTP) and GnuTLS (AES-GCM, MD5, SHA-256, random bytes).

#include "GnuTLS.h"
#include "MicroHTTPD.h"

#endif
