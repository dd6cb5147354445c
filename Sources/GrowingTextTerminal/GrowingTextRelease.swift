/// The release of this package, in one place.
///
/// `growtext --version` prints it; `scripts/check-version.sh` (run by CI) fails when the newest entry
/// of `CHANGELOG.md`, the SwiftPM lines of `README.md` and of the DocC articles, or the man page name
/// another version.
package enum GrowingTextRelease {
    /// The version, as `MAJOR.MINOR.PATCH` (semantic versioning).
    package static let version = "0.1.0"
}
