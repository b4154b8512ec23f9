// Seeded random numbers that come out the same natively and in WebAssembly.
// (std::uniform_int_distribution differs between standard libraries, so it is never used.)
#pragma once
#include <cstdint>

namespace allclear {

// SplitMix64: tiny, fast, and every 64-bit seed gives a good stream.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n), n > 0, without modulo bias: the top 32 bits, rejected when they fall
  // among the last 2^32 mod n values. All in 32 bits (-n % n is 2^32 mod n): 64-bit division
  // is slower, above all in WebAssembly.
  std::uint32_t below(std::uint32_t n) {
    const std::uint32_t last = UINT32_MAX - (0u - n) % n;  // the largest value accepted
    for (;;) {
      const std::uint32_t x = static_cast<std::uint32_t>(next() >> 32);
      if (x <= last) return x % n;
    }
  }

 private:
  std::uint64_t state_;
};

// Mixes several numbers into one seed, e.g. a game seed and a seat for a bot's own stream.
inline std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
  Random r(a ^ (b * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL));
  return r.next();
}

}  // namespace allclear
