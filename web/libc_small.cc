// Small stand-ins for C library functions whose real ones bring long double into the page.
// sscanf reads numbers through musl's __floatscan, which computes in 128-bit long double
// (software arithmetic: __multf3, __divtf3, __addtf3, fmodl, scalbnl...; about 8 KB gzip).
// web/CMakeLists.txt wraps them (-Wl,--wrap=NAME), so every call from Dear ImGui comes here
// instead. Their callers in the page: Dear ImGui's OpenGL backend reads its GLSL version
// ("#version %d") and its ini settings readers ("Pos=%i,%i", "Size=%i,%i", "Collapsed=%d": never
// run, the app has no ini file). This reads the same numbers for such input: decimal numbers in double arithmetic
// (correctly rounded for the short numbers of these lines), the conversions d, i, u, x, X, f, c and n with a width,
// literal characters and white space. Any other conversion ends the reading, as a mismatch does.
#include <cstdarg>
#include <cstddef>
#include <cstdio>

namespace {

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A decimal number as strtod reads one (sign, digits, a point, digits, an exponent); *end is
// where it stopped (s itself when there was no number).
double read_double(const char* s, const char** end) {
  const char* p = s;
  while (is_space(*p)) ++p;
  const bool negative = *p == '-';
  if (*p == '-' || *p == '+') ++p;
  double value = 0;
  int digits = 0;
  int scale = 0;
  for (; is_digit(*p); ++p, ++digits) value = value * 10 + (*p - '0');
  if (*p == '.') {
    for (++p; is_digit(*p); ++p, ++digits, --scale) value = value * 10 + (*p - '0');
  }
  if (digits == 0) {
    *end = s;
    return 0;
  }
  if (*p == 'e' || *p == 'E') {
    const char* q = p + 1;
    const bool negative_exponent = *q == '-';
    if (*q == '-' || *q == '+') ++q;
    if (is_digit(*q)) {
      int exponent = 0;
      for (; is_digit(*q); ++q) exponent = exponent < 100000 ? exponent * 10 + (*q - '0') : exponent;
      scale += negative_exponent ? -exponent : exponent;
      p = q;
    }
  }
  double power = 1;
  for (int k = scale < 0 ? -scale : scale; k > 0; --k) power *= 10;
  value = scale < 0 ? value / power : value * power;
  *end = p;
  return negative ? -value : value;
}

// An integer in the given base (0: as %i, from its prefix), at most width characters (0: any).
long long read_integer(const char* s, int base, int width, const char** end) {
  const char* p = s;
  const char* limit = width > 0 ? s + width : nullptr;
  auto more = [&] { return *p && (limit == nullptr || p < limit); };
  const bool negative = more() && *p == '-';
  if (more() && (*p == '-' || *p == '+')) ++p;
  if (base == 0) base = more() && *p == '0' ? 8 : 10;
  if ((base == 8 || base == 16) && more() && *p == '0' && p + 1 != limit && (p[1] == 'x' || p[1] == 'X')) {
    base = 16;
    p += 2;
  }
  long long value = 0;
  const char* first = p;
  for (; more(); ++p) {
    const char c = *p;
    int digit = is_digit(c) ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
    if (digit >= base) break;
    value = value * base + digit;
  }
  *end = p == first ? s : p;
  return negative ? -value : value;
}

}  // namespace

extern "C" {

int __wrap_sscanf(const char* s, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const char* const start = s;
  int assigned = 0;
  bool input_failed = false;
  for (const char* f = format; *f; ++f) {
    if (is_space(*f)) {
      while (is_space(*s)) ++s;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      f += *f == '%';
      if (*s != *f) {
        input_failed = *s == 0;
        break;
      }
      ++s;
      continue;
    }
    int width = 0;
    for (++f; is_digit(*f); ++f) width = width * 10 + (*f - '0');
    const char conversion = *f;
    if (conversion == 'n') {
      *va_arg(args, int*) = static_cast<int>(s - start);
      continue;
    }
    if (conversion != 'c') {
      while (is_space(*s)) ++s;
    }
    if (*s == 0) {
      input_failed = true;
      break;
    }
    const char* end = s;
    if (conversion == 'c') {
      *va_arg(args, char*) = *s;
      end = s + 1;
    } else if (conversion == 'f') {
      const double value = read_double(s, &end);
      if (end != s) *va_arg(args, float*) = static_cast<float>(value);
    } else if (conversion == 'd' || conversion == 'i' || conversion == 'u' || conversion == 'x' || conversion == 'X') {
      const int base = conversion == 'i' ? 0 : conversion == 'x' || conversion == 'X' ? 16 : 10;
      const long long value = read_integer(s, base, width, &end);
      if (end != s) *va_arg(args, int*) = static_cast<int>(value);
    }
    if (end == s) break;
    s = end;
    ++assigned;
  }
  va_end(args);
  return assigned == 0 && input_failed ? EOF : assigned;
}
}

extern "C" {

// vsnprintf (Dear ImGui's ImFormatString, snprintf) as Emscripten's
// __small_vsnprintf: the same formatting of every conversion but long double's (%Lf), which
// nothing here prints; the argument reading for long double leaves the page.
int __small_vsnprintf(char* s, std::size_t n, const char* format, va_list args);
int __wrap_vsnprintf(char* s, std::size_t n, const char* format, va_list args) {
  return __small_vsnprintf(s, n, format, args);
}
}
