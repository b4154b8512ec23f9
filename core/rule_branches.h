// How often each rule branch has fired: every place a rule decides between outcomes counts the
// outcome it took. Tests play seeded games and check that every branch fires at least once
// (issue 19), so an edge no game reaches is found and decided rather than left to chance.
//
// Each game lists its branches as an enum ending in kCount, and a name for each in enum order
// (checked at compile time). A count is one increment of a counter outside every state: copies,
// records, replays and the WebAssembly build play exactly as before, and nothing is allocated.
// Each thread counts its own games, so games on several threads never race.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

namespace allclear {

template <typename Branch>
struct BranchName {
  Branch branch;
  const char* name;
};

template <typename Branch>
class RuleBranchCounts {
 public:
  static constexpr std::size_t kBranches = static_cast<std::size_t>(Branch::kCount);
  static void count(Branch branch) { ++counts_[static_cast<std::size_t>(branch)]; }
  static std::uint64_t times(Branch branch) { return counts_[static_cast<std::size_t>(branch)]; }
  static void reset() { counts_.fill(0); }

 private:
  static inline thread_local std::array<std::uint64_t, kBranches> counts_{};
};

template <typename Branch>
inline void count_branch(Branch branch) {
  RuleBranchCounts<Branch>::count(branch);
}

// True when `names` holds one name per branch, in the enum's order.
template <typename Branch, std::size_t N>
constexpr bool names_every_branch_in_order(const BranchName<Branch> (&names)[N]) {
  if (N != static_cast<std::size_t>(Branch::kCount)) return false;
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(names[i].branch) != i) return false;
  return true;
}

}  // namespace allclear
