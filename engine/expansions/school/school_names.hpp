// Names the School files share: the module, its tiles, figure, token, phases, verbs, options
// and reason codes.
#pragma once

namespace carc::school {

inline constexpr const char* kModule = "school";
inline constexpr const char* kTeacher = "teacher";  // the neutral figure, and the token that says who holds him

inline constexpr const char* kCopyPhase = "teacher-copy";  // which score the teacher copies (CAR-494)
inline constexpr const char* kSeatPhase = "teacher-seat";  // which school tile he goes back to (CAR-492, CAR-499)
inline constexpr const char* kCopyVerb = "copy";           // copy N: the teacher's holder scores N again
inline constexpr const char* kSeatVerb = "seat";           // seat (x,y): the teacher back on that school tile

// Options.
inline constexpr const char* kSide = "school-side";  // east | west: where the block lies beside the start

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoSuchScore = "no-such-score";    // copy N names no score the teacher may copy
inline constexpr const char* kNotSchool = "not-school";         // seat names no school tile

}  // namespace carc::school
