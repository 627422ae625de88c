// libcurl (Debian's libcurl4-openssl-dev): HTTP and TLS for CardDAV.
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: these typed wrappers call them with one argument of each kind.
#ifndef REFBOOK_CCURL_H
#define REFBOOK_CCURL_H

#include <curl/curl.h>

// Macros Swift does not import (their values are casts or combinations).
static const long refbook_curlauth_basic = (long)CURLAUTH_BASIC;
static const long refbook_curl_global_default = CURL_GLOBAL_DEFAULT;

typedef size_t (*refbook_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode refbook_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode refbook_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode refbook_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode refbook_curl_set_callback(CURL *handle, CURLoption option, refbook_curl_data_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode refbook_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
