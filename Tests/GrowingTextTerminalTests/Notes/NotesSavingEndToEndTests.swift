import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// What a save of `growtext notes` keeps of the file, in a real terminal: its ACL and extended
/// attributes, its owner in a sticky directory, its write protection, a dangling link's target.
///
/// ACLs and attributes are set and read with Python's `os.setxattr`/`os.getxattr` (on the image,
/// unlike `setfacl`): a POSIX ACL is the `system.posix_acl_access` attribute, in the kernel's
/// binary form.
@Suite("Notes saving end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(5)))
struct NotesSavingEndToEndTests {
    /// `user::rw- user:nobody:rw- group::r-- mask::rw- other::---`: entries of tag, permissions and id.
    private static let accessControlList: [UInt8] = {
        let undefined: UInt32 = 0xFFFF_FFFF
        let entries: [(tag: UInt16, permissions: UInt16, id: UInt32)] = [
            (0x01, 6, undefined), (0x02, 6, 65534), (0x04, 4, undefined), (0x10, 6, undefined),
            (0x20, 0, undefined),
        ]
        var bytes: [UInt8] = [2, 0, 0, 0]
        for entry in entries {
            bytes += withUnsafeBytes(of: entry.tag.littleEndian, Array.init)
            bytes += withUnsafeBytes(of: entry.permissions.littleEndian, Array.init)
            bytes += withUnsafeBytes(of: entry.id.littleEndian, Array.init)
        }
        return bytes
    }()

    private func python(_ code: String) -> String {
        Subprocess.run(["/usr/bin/python3", "-c", code], stderrToStdout: true).output
    }

    /// One key and Ctrl+Q on a 0640 file with a named-user ACL entry and a `user.` attribute: both
    /// are still there, the owning group still `r--` (a save used to drop them, and the group
    /// inherited the mask's `rw-`).
    @Test func aSaveKeepsTheACLAndTheExtendedAttributes() throws {
        let session = try TmuxSession("save-acl")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        let list = Self.accessControlList.map(String.init).joined(separator: ",")
        let set = python(
            """
            import os
            os.setxattr('\(store.path)', 'system.posix_acl_access', bytes([\(list)]))
            os.setxattr('\(store.path)', 'user.origin', b'kept')
            print(oct(os.stat('\(store.path)').st_mode & 0o777))
            """)
        #expect(set == "0o660\n")
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ a") }
        session.type("b")
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["ba"])
        let read = python(
            """
            import os
            print(list(os.getxattr('\(store.path)', 'system.posix_acl_access')))
            print(os.getxattr('\(store.path)', 'user.origin'))
            print(oct(os.stat('\(store.path)').st_mode & 0o777))
            """)
        #expect(
            read == "[\(Self.accessControlList.map(String.init).joined(separator: ", "))]\nb'kept'\n0o660\n")
    }

    /// A file of root's, writable by all (0666), in a sticky directory (1777), saved by `nobody`:
    /// the sticky bit forbids replacing it and `nobody` cannot give a new file to root, so it is
    /// written in place (it used to fail, and the edits were lost on quit). Nothing is left beside.
    @Test(.enabled(if: getuid() == 0, "needs root to run the editor as another user"))
    func anotherUsersFileInAStickyDirectoryIsSavedInPlace() throws {
        let session = try TmuxSession("save-sticky")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        chmod(store.path, 0o666)
        chmod(session.directory.url.path, 0o1777)
        var before = stat()
        stat(store.path, &before)
        try session.start(
            script: """
                /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "$GROWTEXT" notes notes.json 2> /dev/null
                echo $? > status
                """)
        session.waitForScreen { $0.contains("┃ a") }
        session.type("b")
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["ba"])
        var after = stat()
        stat(store.path, &after)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_uid == 0)
        #expect(after.st_mode & 0o7777 == 0o666)
        #expect(session.directory.names() == ["notes.json", "script.sh", "status"])
    }

    /// The user's own write-protected file (0444) is refused at open, with the reason, and left as
    /// it was (it used to be replaced silently, still 0444). So is a 0444 file in a directory the
    /// user cannot write (it used to fail only at the first save).
    @Test func aWriteProtectedFileIsRefusedAtOpen() throws {
        let session = try TmuxSession("save-protected")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        chmod(store.path, 0o444)
        try FileManager.default.createDirectory(
            atPath: session.directory.path("locked"), withIntermediateDirectories: false)
        let inner = NotesStore(path: session.directory.path("locked/notes.json"))
        try inner.save(["b"])
        chmod(inner.path, 0o444)
        chmod(session.directory.path("locked"), 0o555)
        defer { chmod(session.directory.path("locked"), 0o755) }
        try session.start(
            script: """
                "$GROWTEXT" notes notes.json 2> stderr; echo $? >> statuses
                "$GROWTEXT" notes locked/notes.json 2>> stderr; echo $? >> statuses
                echo done > status
                """)
        #expect(session.status() == "done")
        #expect(session.file("statuses") == "1\n1\n")
        #expect(
            session.file("stderr")
                == "growtext notes: \(store.path) is write-protected (mode 0444); it was left untouched "
                + "(make it writable to edit it)\n"
                + "growtext notes: \(inner.path) is write-protected (mode 0444); it was left untouched "
                + "(make it writable to edit it)\n")
        #expect(try store.load() == ["a"])
        #expect(try inner.load() == ["b"])
    }

    /// The same for another user than root: `nobody`'s own 0444 file in a directory only root may
    /// write is refused at open, not at the first save.
    @Test(.enabled(if: getuid() == 0, "needs root to run the editor as another user"))
    func anotherUsersWriteProtectedFileInAReadOnlyDirectoryIsRefusedAtOpen() throws {
        let session = try TmuxSession("save-protected-user")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        chown(store.path, 65534, 65534)
        chmod(store.path, 0o444)
        try session.start(
            script: """
                chmod 555 .
                /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "$GROWTEXT" notes notes.json \
                    2> /tmp/growtext-protected-\(getpid()); status=$?
                chmod 755 .
                mv /tmp/growtext-protected-\(getpid()) stderr
                echo $status > status
                """)
        #expect(session.status() == "1")
        #expect(
            session.file("stderr")
                == "growtext notes: \(store.path) is write-protected (mode 0444); it was left untouched "
                + "(make it writable to edit it)\n")
        #expect(try store.load() == ["a"])
    }

    /// A link whose target does not exist yet: the target is created and the link kept (it used
    /// to be replaced by a regular file).
    @Test func aDanglingLinksTargetIsCreatedAndTheLinkKept() throws {
        let session = try TmuxSession("save-dangling")
        symlink("target.json", session.directory.path("link.json"))
        try session.startNotes("link.json")
        session.waitForScreen { $0.contains { $0.hasPrefix("1/4 saved") } }
        session.keys("C-q")
        #expect(session.status() == "0")
        var status = stat()
        lstat(session.directory.path("link.json"), &status)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(try NotesStore(path: session.directory.path("target.json")).load() == NotesStore.sample)
    }

    /// A file above the size limit (256 MiB; here a sparse one of 300 MiB) is refused before it is
    /// read, with its size and the limit (it used to be read whole; `/dev/zero` was read until an
    /// allocation failed).
    @Test func aFileAboveTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let session = try TmuxSession("open-huge")
        let path = session.directory.path("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 300 << 20) == 0)
        try session.start(
            script: """
                "$GROWTEXT" notes huge.json 2> stderr; echo $? > status
                """)
        #expect(session.status() == "1")
        #expect(
            session.file("stderr")
                == "growtext notes: \(path) is 300 MiB, above the 256 MiB a notes file may have; "
                + "it was left untouched\n")
    }
}
