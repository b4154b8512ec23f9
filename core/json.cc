#include "core/json.h"

#include <cstdio>

namespace allclear {

const Json* Json::find(std::string_view key) const {
  for (const auto& [k, v] : members)
    if (k == key) return &v;
  return nullptr;
}

namespace {

constexpr int kMaxDepth = 64;

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  bool document(Json* value, std::string* error) {
    skip_space();
    if (!parse_value(value, 0)) return fail_with(error);
    skip_space();
    if (pos_ != text_.size()) {
      error_ = "unexpected text after the value";
      return fail_with(error);
    }
    return true;
  }

 private:
  bool fail_with(std::string* error) {
    *error = error_ + " at character " + std::to_string(pos_ + 1);
    return false;
  }
  bool fail(const char* why) {
    error_ = why;
    return false;
  }
  void skip_space() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }
  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return fail("unknown word");
    pos_ += word.size();
    return true;
  }

  bool parse_value(Json* v, int depth) {
    if (depth > kMaxDepth) return fail("nested too deeply");
    if (++values_ > kMaxJsonValues) return fail("more values than any All Clear data holds");
    if (pos_ >= text_.size()) return fail("the text ends too early");
    const char c = text_[pos_];
    if (c == '{') return parse_object(v, depth);
    if (c == '[') return parse_array(v, depth);
    if (c == '"') {
      v->kind = Json::Kind::kString;
      return parse_string(&v->string);
    }
    if (c == 't' || c == 'f') {
      v->kind = Json::Kind::kBool;
      v->boolean = c == 't';
      return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') {
      v->kind = Json::Kind::kNull;
      return literal("null");
    }
    if (c == '-' || (c >= '0' && c <= '9')) return parse_number(v);
    return fail("unexpected character");
  }

  bool parse_number(Json* v) {
    v->kind = Json::Kind::kNumber;
    bool negative = false;
    if (text_[pos_] == '-') {
      negative = true;
      ++pos_;
    }
    if (pos_ >= text_.size() || text_[pos_] < '0' || text_[pos_] > '9') return fail("bad number");
    std::uint64_t magnitude = 0;
    bool overflow = false;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      const std::uint64_t digit = static_cast<std::uint64_t>(text_[pos_] - '0');
      if (magnitude > (UINT64_MAX - digit) / 10) overflow = true;
      magnitude = magnitude * 10 + digit;
      ++pos_;
    }
    bool fraction = false;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      fraction = true;
      ++pos_;
      if (pos_ >= text_.size() || text_[pos_] < '0' || text_[pos_] > '9') return fail("bad number");
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      fraction = true;
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (pos_ >= text_.size() || text_[pos_] < '0' || text_[pos_] > '9') return fail("bad number");
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
    }
    const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
    v->is_integer = !fraction && !overflow && magnitude <= limit;
    if (v->is_integer)
      v->integer = negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
    return true;
  }

  bool parse_string(std::string* out) {
    ++pos_;  // opening quote
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
      if (c != '\\') {
        out->push_back(c);
        continue;
      }
      if (pos_ >= text_.size()) break;
      const char e = text_[pos_++];
      switch (e) {
        case '"': out->push_back('"'); break;
        case '\\': out->push_back('\\'); break;
        case '/': out->push_back('/'); break;
        case 'b': out->push_back('\b'); break;
        case 'f': out->push_back('\f'); break;
        case 'n': out->push_back('\n'); break;
        case 'r': out->push_back('\r'); break;
        case 't': out->push_back('\t'); break;
        case 'u': {
          if (pos_ + 4 > text_.size()) return fail("bad \\u escape");
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            code <<= 4;
            if (h >= '0' && h <= '9')
              code |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
              code |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
              code |= static_cast<unsigned>(h - 'A' + 10);
            else
              return fail("bad \\u escape");
          }
          // Basic Multilingual Plane only, as UTF-8 (surrogate pairs are not needed here).
          if (code < 0x80) {
            out->push_back(static_cast<char>(code));
          } else if (code < 0x800) {
            out->push_back(static_cast<char>(0xC0 | (code >> 6)));
            out->push_back(static_cast<char>(0x80 | (code & 0x3F)));
          } else {
            out->push_back(static_cast<char>(0xE0 | (code >> 12)));
            out->push_back(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
            out->push_back(static_cast<char>(0x80 | (code & 0x3F)));
          }
          break;
        }
        default: return fail("bad escape in a string");
      }
    }
    return fail("the text ends inside a string");
  }

  bool parse_array(Json* v, int depth) {
    v->kind = Json::Kind::kArray;
    ++pos_;
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return true;
    }
    for (;;) {
      skip_space();
      v->items.emplace_back();
      if (!parse_value(&v->items.back(), depth + 1)) return false;
      skip_space();
      if (pos_ >= text_.size()) return fail("the text ends inside an array");
      if (text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (text_[pos_] == ']') {
        ++pos_;
        return true;
      }
      return fail("expected , or ] in an array");
    }
  }

  bool parse_object(Json* v, int depth) {
    v->kind = Json::Kind::kObject;
    ++pos_;
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return true;
    }
    for (;;) {
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != '"') return fail("expected a key in an object");
      std::string key;
      if (!parse_string(&key)) return false;
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != ':') return fail("expected : in an object");
      ++pos_;
      skip_space();
      v->members.push_back({std::move(key), Json{}});
      if (!parse_value(&v->members.back().value, depth + 1)) return false;
      skip_space();
      if (pos_ >= text_.size()) return fail("the text ends inside an object");
      if (text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (text_[pos_] == '}') {
        ++pos_;
        return true;
      }
      return fail("expected , or } in an object");
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t values_ = 0;
  std::string error_;
};

}  // namespace

bool parse_json(std::string_view text, Json* value, std::string* error) {
  *value = Json{};
  return Reader(text).document(value, error);
}

std::string json_quote(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out.push_back(c);
        }
    }
  }
  return out + "\"";
}

bool parse_versioned(std::string_view text, std::string_view format, int version, std::string_view what, Json* doc,
                     std::string* error) {
  if (!parse_json(text, doc, error)) return false;
  const Json* f = doc->find("format");
  if (doc->kind != Json::Kind::kObject || !f || f->kind != Json::Kind::kString || f->string != format) {
    *error = "not All Clear " + std::string(what);
    return false;
  }
  const Json* v = doc->find("version");
  if (!v || !v->is_integer || v->integer < 1) {
    *error = "the " + std::string(what) + " have no version";
    return false;
  }
  if (v->integer > version) {
    *error =
        "the " + std::string(what) + " were made by a newer All Clear (version " + std::to_string(v->integer) + ")";
    return false;
  }
  return true;
}

}  // namespace allclear
