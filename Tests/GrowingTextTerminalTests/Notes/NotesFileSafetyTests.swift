import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// What a save keeps of the file it replaces (owner, group, mode, byte order mark), what it does to
/// hard links, how it notices another program's change, and the lock between editors.
@Suite("Notes file safety")
struct NotesFileSafetyTests {
    private func status(_ path: String) -> stat {
        var result = stat()
        stat(path, &result)
        return result
    }

    /// Root saving another user's file gives the new file that user and group back (before, it
    /// became root's and its owner lost access).
    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func aSaveByRootKeepsTheOwnerGroupAndMode() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        chown(store.path, 65534, 65534)
        chmod(store.path, 0o600)
        try store.save(["b"])
        let saved = status(store.path)
        #expect(saved.st_uid == 65534)
        #expect(saved.st_gid == 65534)
        #expect(saved.st_mode & 0o7777 == 0o600)
        #expect(try store.load() == ["b"])
    }

    /// A save replaces the name, so a hard link to the file keeps the old notes: the documented
    /// split, the price of an atomic save.
    @Test func aHardLinkKeepsTheOldNotes() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["old"])
        link(store.path, directory.path("link.json"))
        try store.save(["new"])
        #expect(try store.load() == ["new"])
        #expect(try NotesStore(path: directory.path("link.json")).load() == ["old"])
        #expect(status(store.path).st_nlink == 1)
    }

    @Test func aByteOrderMarkIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write([0xEF, 0xBB, 0xBF] + Array(#"["a"]"#.utf8), to: "notes.json")
        let store = NotesStore(path: directory.path("notes.json"))
        let (notes, stamp) = try #require(try store.loadStamped())
        #expect(notes == ["a"])
        #expect(stamp.hasByteOrderMark)
        try store.save(["b"], replacing: stamp)
        #expect(directory.bytes("notes.json") == [0xEF, 0xBB, 0xBF] + Array("[\n  \"b\"\n]\n".utf8))
    }

    @Test func aChangeOnDiskStopsTheSave() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        let stamp = try store.save(["mine"], replacing: nil)
        try NotesStore(path: directory.path("other.json")).save(["theirs, longer"])
        rename(directory.path("other.json"), store.path)
        #expect(throws: NotesStoreError.changedOnDisk(path: store.path)) {
            try store.save(["mine 2"], replacing: stamp)
        }
        #expect(try store.load() == ["theirs, longer"])
        try store.save(["mine 2"], replacing: stamp, overwrite: true)
        #expect(try store.load() == ["mine 2"])
    }

    /// A new modification time alone (`touch`), or new permissions, is not a change: the contents
    /// are what was read, so the save goes on.
    @Test func aTouchIsNotAChange() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        let (_, stamp, lock) = try store.openLocked()
        var times = [
            timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0),
        ]
        utimensat(AT_FDCWD, store.path, &times, 0)
        chmod(store.path, 0o600)
        try store.save(["b"], replacing: stamp, lock: lock)
        #expect(try store.load() == ["b"])
    }

    /// Another program's write of the same size in place, with the modification time set back: only
    /// the contents tell, and the stamp of a recent write keeps their hash.
    @Test func aSameSizeChangeWithTheSameTimeIsFoundByItsContents() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        let stamp = try store.save(["aaaa"], replacing: nil)
        let before = status(store.path)
        let handle = try #require(FileHandle(forWritingAtPath: store.path))
        try handle.write(contentsOf: Data("[\n  \"bbbb\"\n]\n".utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, store.path, &times, 0)
        #expect(status(store.path).st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(throws: NotesStoreError.changedOnDisk(path: store.path)) {
            try store.save(["mine"], replacing: stamp)
        }
        #expect(try store.load() == ["bbbb"])
    }

    /// The lock is on the file itself: nothing is created beside it, a second lock is refused with
    /// the holder's process id, and a lock file planted by someone else is left alone.
    @Test func theLockIsOnTheFileAndSaysWhoHoldsIt() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        try directory.write(Array("precious\n".utf8), to: "victim")
        symlink(directory.path("victim"), directory.path(".notes.json.lock"))
        let (notes, _, lock) = try store.openLocked()
        #expect(notes == ["a"])
        #expect(throws: NotesStoreError.locked(path: store.path, holder: "pid \(getpid())")) {
            _ = try NotesFileLock.acquire(for: store)
        }
        lock.release()
        #expect(directory.bytes("victim") == Array("precious\n".utf8))
        #expect(directory.names() == [".notes.json.lock", "notes.json", "victim"])
        let again = try NotesFileLock.acquire(for: store)
        again.release()
    }

    /// On NFS an exclusive `flock` needs a descriptor open for writing (Linux emulates it with a
    /// byte-range lock; `flock(2)`): the lock is taken through one, without writing, and still
    /// refuses a second editor. A write-protected file is refused as such. (A stand-in lock call
    /// that fails with `EBADF` on a read-only descriptor, as NFS does; the editor refused every file
    /// there with "Bad file descriptor".)
    @Test func onNFSTheLockIsTakenThroughADescriptorOpenForWriting() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        let before = directory.bytes("notes.json")
        let nfsLock = { (descriptor: Int32) -> Int32 in
            guard fcntl(descriptor, F_GETFL) & O_ACCMODE != O_RDONLY else {
                errno = EBADF
                return -1
            }
            return flock(descriptor, LOCK_EX | LOCK_NB)
        }
        let lock = try NotesFileLock.acquire(for: store, lock: nfsLock)
        #expect(throws: NotesStoreError.locked(path: store.path, holder: "pid \(getpid())")) {
            _ = try NotesFileLock.acquire(for: store, lock: nfsLock)
        }
        lock.release()
        #expect(directory.bytes("notes.json") == before)
        if getuid() != 0 {
            chmod(store.path, 0o444)
            #expect(throws: NotesStoreError.readOnly(path: store.path, reason: "write-protected (mode 0444)"))
            {
                _ = try NotesFileLock.acquire(for: store, lock: nfsLock)
            }
        }
    }

    /// Two names of one file meet one lock: the lock belongs to the file, not to its name.
    @Test func aHardLinkNameMeetsTheSameLock() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        link(store.path, directory.path("link.json"))
        let lock = try NotesFileLock.acquire(for: store)
        let other = NotesStore(path: directory.path("link.json"))
        #expect(throws: NotesStoreError.locked(path: other.path, holder: "pid \(getpid())")) {
            _ = try other.openLocked()
        }
        lock.release()
    }

    /// A save replaces the file by a rename: the new file is locked before it appears, and the old
    /// file's lock is let go.
    @Test func aSaveMovesTheLockToTheNewFile() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        let (_, stamp, lock) = try store.openLocked()
        var before = stat()
        stat(store.path, &before)
        try store.save(["b"], replacing: stamp, lock: lock)
        var after = stat()
        stat(store.path, &after)
        #expect(after.st_ino != before.st_ino)
        #expect(throws: NotesStoreError.locked(path: store.path, holder: "pid \(getpid())")) {
            _ = try store.openLocked()
        }
        lock.release()
        #expect(try store.openLocked().notes == ["b"])
    }

    #if os(Linux)
        /// A process forked while the lock is held (another thread starting a child, before the
        /// child's `exec` closes the descriptor) shares the locked file: releasing the lock, or a
        /// save moving it, still lets it go at once. The child is stood in for by a duplicate of the
        /// descriptor, found in `/proc/self/fd`, which shares the open file as a fork does.
        @Test func aDescriptorSharedWithAChildDoesNotKeepTheLock() throws {
            let directory = try TemporaryDirectory()
            let store = NotesStore(path: directory.path("notes.json"))
            try store.save(["a"])
            let (_, stamp, lock) = try store.openLocked()
            let inherited = Self.duplicates(of: store.path)
            #expect(!inherited.isEmpty)
            // A save moves the lock to the new file: the old one is free even though shared.
            try store.save(["b"], replacing: stamp, lock: lock)
            let movedAway = Self.duplicates(of: store.path)
            lock.release()
            let (notes, _, again) = try store.openLocked()
            #expect(notes == ["b"])
            again.release()
            for descriptor in inherited + movedAway { close(descriptor) }
        }

        /// Duplicates of this process's descriptors open on `path`.
        static func duplicates(of path: String) -> [Int32] {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return names.compactMap { name in
                guard let descriptor = Int32(name),
                    let link = try? FileManager.default.destinationOfSymbolicLink(
                        atPath: "/proc/self/fd/\(name)"),
                    link == target
                else { return nil }
                let copy = dup(descriptor)
                return copy >= 0 ? copy : nil
            }
        }
    #endif

    /// A missing file is created locked: a second opener meets the lock, not an empty file.
    @Test func aCreatedFileIsLockedFromTheStart() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        let (notes, _, lock) = try store.openLocked()
        #expect(notes == NotesStore.sample)
        #expect(throws: NotesStoreError.locked(path: store.path, holder: "pid \(getpid())")) {
            _ = try store.openLocked()
        }
        lock.release()
        #expect(directory.names() == ["notes.json"])
    }

    /// The copy of unsaved notes is a new file, mode 0600, whatever the umask; a link planted at
    /// its predictable name is neither followed nor replaced.
    @Test func theCopyOfUnsavedNotesIsPrivateAndNeverFollowsALink() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        try directory.write(Array("precious\n".utf8), to: "victim")
        symlink("victim", "\(store.path).unsaved-\(getpid())")
        let copy = try store.saveCopy(["mine"])
        #expect(copy.hasPrefix("\(store.path).unsaved-\(getpid())-"))
        #expect(try NotesStore(path: copy).load() == ["mine"])
        #expect(status(copy).st_mode & 0o777 == 0o600)
        #expect(directory.bytes("victim") == Array("precious\n".utf8))
    }

    /// Where no file can be made beside the notes file (here its directory was removed while the
    /// editor had it open), the copy goes to the temporary directory, still private: the notes
    /// used to be lost ("creating the copy failed").
    @Test func theCopyGoesToTheTemporaryDirectoryWhereItCannotBeBesideTheFile() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("gone/notes.json"))
        let copy = try store.saveCopy(["mine"])
        defer { unlink(copy) }
        let temporary =
            ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #expect(copy.hasPrefix("\(temporary)/growtext-notes.json.unsaved-\(getpid())"))
        #expect(try NotesStore(path: copy).load() == ["mine"])
        #expect(status(copy).st_mode & 0o777 == 0o600)
    }

    /// An ACL the temporary file inherits from the directory's default is removed: the new file has
    /// exactly the old one's attributes (here none, so the mode's group bits are the group's again).
    @Test func anACLInheritedFromTheDirectoryIsNotAddedBySaving() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        chmod(store.path, 0o640)
        // The directory's default ACL: user::rwx user:nobody:rwx group::rwx mask::rwx other::rwx
        // (entries of tag, permissions, id).
        let result = Subprocess.run(
            [
                "/usr/bin/python3", "-c",
                "import os, struct; os.setxattr('\(directory.url.path)', 'system.posix_acl_default', "
                    + "struct.pack('<I', 2) + b''.join(struct.pack('<HHI', tag, 7, user) "
                    + "for tag, user in ((1, 0xffffffff), (2, 65534), (4, 0xffffffff), (0x10, 0xffffffff), "
                    + "(0x20, 0xffffffff))))",
            ], stderrToStdout: true)
        #expect(result.status == 0, "\(result.output)")
        try store.save(["b"])
        #expect(status(store.path).st_mode & 0o777 == 0o640)
        let listed = Subprocess.run(
            ["/usr/bin/python3", "-c", "import os; print(os.listxattr('\(store.path)'))"],
            stderrToStdout: true)
        #expect(listed.output == "[]\n")
    }

    /// A file torn by a crash during an in-place save is refused as before, and the message says
    /// where its backup is.
    @Test func aTornFileNamesTheBackupOfTheInterruptedSave() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array("[\n  \"new\"\n]\nld\"\n]\n".utf8), to: "notes.json")
        try directory.write(Array("[\n  \"old\"\n]\n".utf8), to: ".notes.json.backup-Ab12Cd")
        let store = NotesStore(path: directory.path("notes.json"))
        // Backups in the temporary directory, left by another run's crash, would follow.
        let error = #expect(throws: NotesStoreError.self) { try store.openLocked() }
        #expect(
            error?.description.hasPrefix(
                "\(store.path) is not a JSON array of strings (invalid JSON; its contents before an "
                    + "interrupted save are in \(directory.path(".notes.json.backup-Ab12Cd"))") == true)
    }
}

/// The notes program when the file changes on disk under it.
@Suite("Notes program conflicts")
struct NotesProgramConflictTests {
    private let size = TerminalSize(columns: 80, rows: 4)

    private func open(_ directory: TemporaryDirectory) throws -> NotesProgram {
        let store = NotesStore(path: directory.path("notes.json"))
        let (notes, stamp, _) = try store.openLocked()
        return NotesProgram(
            notes: notes, store: store, stamp: stamp, configuration: NotesConfiguration(autosaveDelay: 250),
            glyphs: .testing)
    }

    private func changeOnDisk(_ directory: TemporaryDirectory, to notes: [String]) throws {
        try NotesStore(path: directory.path("other.json")).save(notes)
        rename(directory.path("other.json"), directory.path("notes.json"))
    }

    @Test func aChangedFileIsNotOverwrittenUntilCtrlS() throws {
        let directory = try TemporaryDirectory()
        try NotesStore(path: directory.path("notes.json")).save(["a"])
        var notes = try open(directory)
        _ = notes.handle(.text("mine "))
        try changeOnDisk(directory, to: ["theirs"])
        _ = notes.idle()
        notes.waitForSave()
        #expect(notes.hasConflict)
        #expect(notes.isModified)
        #expect(notes.idleInterval == nil)
        let status = notes.frame(for: size).lines.last?.text
        #expect(status == "1/1 notes.json changed on disk · ^S overwrite ^R reload")
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["theirs"])
        _ = notes.handle(.key(.control("s")))
        notes.waitForSave()
        #expect(!notes.hasConflict)
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["mine a"])
    }

    @Test func ctrlRReloadsTheChangedFile() throws {
        let directory = try TemporaryDirectory()
        try NotesStore(path: directory.path("notes.json")).save(["a"])
        var notes = try open(directory)
        _ = notes.handle(.key(.control("r")))
        #expect(notes.list.texts == ["a"])
        _ = notes.handle(.text("mine "))
        try changeOnDisk(directory, to: ["theirs", "two"])
        _ = notes.handle(.key(.control("s")))
        notes.waitForSave()
        #expect(notes.hasConflict)
        _ = notes.handle(.key(.control("r")))
        #expect(notes.list.texts == ["theirs", "two"])
        #expect(!notes.isModified)
        let reloaded = notes.frame(for: size).lines.last?.text
        #expect(reloaded == "1/2 saved · Reloaded notes.json")
        _ = notes.handle(.text("x"))
        let saved = notes.save()
        #expect(saved)
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["xtheirs", "two"])
    }

    /// Ctrl+R after another program rewrote the locked file in place (same inode): the program reads
    /// it through the lock it holds (a second lock on the same file would be refused).
    @Test func ctrlRReloadsAFileRewrittenInPlaceUnderTheLock() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        let (notes, stamp, lock) = try store.openLocked()
        var program = NotesProgram(
            notes: notes, store: store, stamp: stamp, lock: lock, configuration: NotesConfiguration(),
            glyphs: .testing)
        _ = program.handle(.text("mine "))
        let handle = try #require(FileHandle(forWritingAtPath: store.path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("[\"theirs\", \"two\"]".utf8))
        try handle.close()
        _ = program.handle(.key(.control("s")))
        program.waitForSave()
        #expect(program.hasConflict)
        _ = program.handle(.key(.control("r")))
        #expect(program.list.texts == ["theirs", "two"])
        #expect(program.saveError == nil)
        #expect(program.lock === lock)
        #expect(throws: NotesStoreError.locked(path: store.path, holder: "pid \(getpid())")) {
            _ = try NotesFileLock.acquire(for: store)
        }
    }
}
