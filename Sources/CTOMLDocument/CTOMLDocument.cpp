#include "CTOMLDocument.h"

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

/// Appends `node` and, after it, its members.
void append(std::vector<CTOMLNode> &nodes, const toml::node &node, const toml::key *key) {
  CTOMLNode out{};
  out.kind = kind(node);
  if (key) {
    out.key = key->str().data();
    out.keyLength = key->str().size();
  }
  const auto &where = key && key->source().begin.line ? key->source() : node.source();
  out.line = where.begin.line ? where.begin.line : 1;
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
    for (auto &&[memberKey, member] : *table) append(nodes, member, &memberKey);
  } else if (auto array = node.as_array()) {
    out.count = array->size();
    nodes.push_back(out);
    for (auto &&member : *array) append(nodes, member, nullptr);
  } else {
    nodes.push_back(out);
  }
}

}  // namespace

CTOMLDocument *ctoml_document_parse(const char *text, size_t length) {
  auto document = new CTOMLDocument;
  try {
    document->table = toml::parse(std::string_view(text, length));
    append(document->nodes, document->table, nullptr);
  } catch (const toml::parse_error &error) {
    document->error = std::string(error.description());
    document->errorLine = error.source().begin.line ? error.source().begin.line : 1;
  }
  return document;
}

const CTOMLNode *ctoml_document_nodes(const CTOMLDocument *document) { return document->nodes.data(); }

size_t ctoml_document_node_count(const CTOMLDocument *document) { return document->nodes.size(); }

const char *ctoml_document_error(const CTOMLDocument *document) {
  return document->nodes.empty() ? document->error.c_str() : nullptr;
}

uint32_t ctoml_document_error_line(const CTOMLDocument *document) { return document->errorLine; }

void ctoml_document_free(CTOMLDocument *document) { delete document; }
