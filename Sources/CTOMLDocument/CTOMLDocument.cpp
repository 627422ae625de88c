#include "CTOMLDocument.h"

#include <new>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

struct CTOMLDocument {
  toml::table table;
  std::vector<CTOMLNode> nodes;
  std::string error;
  uint32_t errorLine = 0;
};

namespace {

CTOMLNodeKind kind(const toml::node &node) {
  switch (node.type()) {
  case toml::node_type::array: return CTOMLArray;
  case toml::node_type::string: return CTOMLString;
  case toml::node_type::integer: return CTOMLInteger;
  case toml::node_type::floating_point: return CTOMLFloat;
  case toml::node_type::boolean: return CTOMLBoolean;
  case toml::node_type::date: return CTOMLDate;
  case toml::node_type::time: return CTOMLTime;
  case toml::node_type::date_time: return CTOMLDateTime;
  default: return CTOMLTable;
  }
}

/// A table or an array nested deeper than `CTOML_DEPTH_LIMIT`, where it starts.
struct TooDeep {
  uint32_t line;
};

/// Appends `node`, at `depth`, and, after it, its members.
void append(std::vector<CTOMLNode> &nodes, const toml::node &node, const toml::key *key, int depth) {
  CTOMLNode out{};
  out.kind = kind(node);
  if (key) {
    out.key = key->str().data();
    out.keyLength = key->str().size();
  }
  const auto &where = key && key->source().begin.line ? key->source() : node.source();
  out.line = where.begin.line ? where.begin.line : 1;
  out.column = where.begin.column ? where.begin.column : 1;
  if ((node.is_table() || node.is_array()) && depth > CTOML_DEPTH_LIMIT) throw TooDeep{out.line};
  if (auto string = node.as_string()) {
    out.string = string->get().data();
    out.stringLength = string->get().size();
  } else if (auto integer = node.as_integer()) {
    out.integer = integer->get();
  } else if (auto boolean = node.as_boolean()) {
    out.integer = boolean->get() ? 1 : 0;
  }
  if (auto table = node.as_table()) {
    out.count = table->size();
    nodes.push_back(out);
    for (auto &&[memberKey, member] : *table) append(nodes, member, &memberKey, depth + 1);
  } else if (auto array = node.as_array()) {
    out.count = array->size();
    nodes.push_back(out);
    for (auto &&member : *array) append(nodes, member, nullptr, depth + 1);
  } else {
    nodes.push_back(out);
  }
}

/// What `ctoml_document_parse` gives when not even a document can be made
/// (its message fits in the string itself: nothing to allocate).
CTOMLDocument &outOfMemoryDocument() noexcept {
  static CTOMLDocument document{{}, {}, "out of memory", 1};
  return document;
}

}  // namespace

CTOMLDocument *ctoml_document_parse(const char *text, size_t length) noexcept {
  CTOMLDocument *document = new (std::nothrow) CTOMLDocument;
  if (!document) return &outOfMemoryDocument();
  try {
    document->table = toml::parse(std::string_view(text, length));
    append(document->nodes, document->table, nullptr, 0);
  } catch (const toml::parse_error &error) {
    document->error = std::string(error.description());
    document->errorLine = error.source().begin.line ? error.source().begin.line : 1;
  } catch (const TooDeep &tooDeep) {
    document->nodes.clear();
    document->error = "tables or arrays nested more than " + std::to_string(CTOML_DEPTH_LIMIT) + " deep";
    document->errorLine = tooDeep.line;
  } catch (...) {
    document->nodes.clear();
    document->error = "out of memory";
    document->errorLine = 1;
  }
  return document;
}

const CTOMLNode *ctoml_document_nodes(const CTOMLDocument *document) noexcept { return document->nodes.data(); }

size_t ctoml_document_node_count(const CTOMLDocument *document) noexcept { return document->nodes.size(); }

const char *ctoml_document_error(const CTOMLDocument *document) noexcept {
  return document->nodes.empty() ? document->error.c_str() : nullptr;
}

uint32_t ctoml_document_error_line(const CTOMLDocument *document) noexcept { return document->errorLine; }

void ctoml_document_free(CTOMLDocument *document) noexcept {
  if (document != &outOfMemoryDocument()) delete document;
}
