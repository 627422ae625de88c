// A TOML document read by toml++ (Debian's libtomlplusplus), handed to Swift
// as C: its nodes in one flat array, each with the line it is written on.
#ifndef CTOMLDOCUMENT_H
#define CTOMLDOCUMENT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#define CTOML_NOEXCEPT noexcept
extern "C" {
#else
#define CTOML_NOEXCEPT
#endif

/// What a node holds.
typedef enum CTOMLNodeKind {
  CTOMLTable,
  CTOMLArray,
  CTOMLString,
  CTOMLInteger,
  CTOMLFloat,
  CTOMLBoolean,
  CTOMLDate,
  CTOMLTime,
  CTOMLDateTime,
} CTOMLNodeKind;

/// One node of a document. Nodes are in pre-order: a table's or an array's
/// `count` members follow it, each followed by its own members. A table's
/// members are in the order of their keys' bytes.
typedef struct CTOMLNode {
  CTOMLNodeKind kind;
  /// Its key in the table that holds it (UTF-8, not NUL-terminated); NULL
  /// for the document's table and for an array's members.
  const char *key;
  size_t keyLength;
  /// A string's UTF-8 text (not NUL-terminated); NULL for other kinds.
  const char *string;
  size_t stringLength;
  /// An integer's value; 1 or 0 for a boolean.
  int64_t integer;
  /// The line its key is written on (an array member's: its value's), from
  /// 1, and the column there, from 1.
  uint32_t line;
  uint32_t column;
  /// A table's or an array's number of members.
  size_t count;
} CTOMLNode;

typedef struct CTOMLDocument CTOMLDocument;

/// Tables and arrays nested deeper than this are refused (as an error at
/// the line of the first one too deep), so that reading them cannot
/// exhaust the stack.
#define CTOML_DEPTH_LIMIT 64

/// Reads `length` bytes of UTF-8 `text`. Never NULL: a document that does
/// not read has no nodes and an error (memory running out included). Free
/// it with `ctoml_document_free`.
CTOMLDocument *ctoml_document_parse(const char *text, size_t length) CTOML_NOEXCEPT;

/// The nodes of a document that read, the first being the document's table;
/// they and their text live as long as the document.
const CTOMLNode *ctoml_document_nodes(const CTOMLDocument *document) CTOML_NOEXCEPT;
size_t ctoml_document_node_count(const CTOMLDocument *document) CTOML_NOEXCEPT;

/// Why the document did not read (NUL-terminated), NULL when it did.
const char *ctoml_document_error(const CTOMLDocument *document) CTOML_NOEXCEPT;
/// The line where reading stopped, from 1.
uint32_t ctoml_document_error_line(const CTOMLDocument *document) CTOML_NOEXCEPT;

void ctoml_document_free(CTOMLDocument *document) CTOML_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif
