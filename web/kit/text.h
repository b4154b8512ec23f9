// Text built with <<, without <sstream> (iostreams add about 100 KB of WebAssembly), JSON lists
// of numbers and of strings, a text's lines and a count in words. A JSON string is quoted by
// core/json.h's json_quote.
#pragma once
#include <string>
#include <vector>

#include "core/json.h"

namespace allclear::web {

struct Text {
  std::string s;
  Text& operator<<(const char* v) {
    s += v;
    return *this;
  }
  Text& operator<<(const std::string& v) {
    s += v;
    return *this;
  }
  Text& operator<<(char v) {
    s += v;
    return *this;
  }
  Text& operator<<(long long v) {
    s += std::to_string(v);
    return *this;
  }
  Text& operator<<(int v) { return *this << static_cast<long long>(v); }
  Text& operator<<(unsigned v) { return *this << static_cast<long long>(v); }
  Text& operator<<(unsigned long v) { return *this << static_cast<long long>(v); }
  Text& operator<<(long v) { return *this << static_cast<long long>(v); }
  Text& operator<<(bool v) {
    s += v ? "true" : "false";
    return *this;
  }
  std::string str() const { return s; }
};

template <typename T>
void json_list(Text& out, const std::vector<T>& v) {
  out << '[';
  for (std::size_t i = 0; i < v.size(); ++i) out << (i ? "," : "") << v[i];
  out << ']';
}

// A JSON list of strings: each item as `name` says it, quoted ("["QH","10D"]").
template <typename T, typename Name>
void json_strings(Text& out, const std::vector<T>& v, Name name) {
  out << '[';
  for (std::size_t i = 0; i < v.size(); ++i) out << (i ? "," : "") << json_quote(name(v[i]));
  out << ']';
}

// A count with its noun: "1 card", "3 cards".
inline std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Non-empty lines of a text, in order.
inline std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace allclear::web
