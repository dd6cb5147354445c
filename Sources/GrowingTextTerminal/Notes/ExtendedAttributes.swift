#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's extended attributes, read and written on descriptors: what a save copies from the old
/// notes file to the new one. On Linux a POSIX ACL is one of them (`system.posix_acl_access`), so
/// copying them all keeps the ACL, with its mask, too.
///
/// Glibc's module does not import `<sys/xattr.h>`, so on Linux the four functions are looked up in
/// the C library at run time (`dlsym`); where one is missing, a file has no attributes to copy.
enum ExtendedAttributes {
    /// The names of the attributes of the file open on `descriptor`, or `nil` when they cannot be
    /// read (`errno` says why; `ENOTSUP`: the file system has none).
    static func names(_ descriptor: Int32) -> [String]? {
        for _ in 0..<4 {
            let size = Functions.list(descriptor, nil, 0)
            guard size >= 0 else { return nil }
            guard size > 0 else { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let count = Functions.list(descriptor, &buffer, size)
            if count < 0, errno == ERANGE { continue }
            guard count >= 0 else { return nil }
            return buffer.prefix(count).split(separator: 0).map {
                String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return nil
    }

    /// The value of the attribute `name`, or `nil` with `errno` set.
    static func value(_ descriptor: Int32, _ name: String) -> [UInt8]? {
        for _ in 0..<4 {
            let size = Functions.get(descriptor, name, nil, 0)
            guard size >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBytes {
                Functions.get(descriptor, name, $0.baseAddress, size)
            }
            if count < 0, errno == ERANGE { continue }
            guard count >= 0 else { return nil }
            return Array(buffer.prefix(count))
        }
        return nil
    }

    /// Gives the file open on `target` exactly the attributes of the one open on `source`: each is
    /// set unless it already has that value (a security label the new file got anyway), and those
    /// the source lacks are removed (an ACL inherited from the directory's default).
    /// - Returns: Whether every attribute was copied; on `false`, `errno` says why (`EPERM` for a
    ///   namespace the user may not write, `ENOTSUP` where the target's file system has none).
    static func copy(from source: Int32, to target: Int32) -> Bool {
        guard let sourceNames = names(source) else { return errno == ENOTSUP || errno == ENOSYS }
        guard let targetNames = names(target) else { return sourceNames.isEmpty }
        for name in sourceNames {
            guard let wanted = value(source, name) else { return false }
            if targetNames.contains(name), value(target, name) == wanted { continue }
            let result = wanted.withUnsafeBytes {
                Functions.set(target, name, $0.baseAddress, wanted.count, 0)
            }
            guard result == 0 else { return false }
        }
        for name in targetNames where !sourceNames.contains(name) {
            guard Functions.remove(target, name) == 0 else { return false }
        }
        return true
    }
}

#if canImport(Glibc)
    /// The C library's `flistxattr`, `fgetxattr`, `fsetxattr` and `fremovexattr`, found once.
    private enum Functions {
        typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
        typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        typealias Remove = @convention(c) (Int32, UnsafePointer<CChar>) -> Int32

        static func list(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            guard let function = symbols.list else { return unsupported() }
            return function(descriptor, buffer, size)
        }

        static func get(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int)
            -> Int
        {
            guard let function = symbols.get else { return unsupported() }
            return function(descriptor, name, buffer, size)
        }

        static func set(
            _ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int, _ flags: Int32
        ) -> Int32 {
            guard let function = symbols.set else { return Int32(unsupported()) }
            return function(descriptor, name, value, size, flags)
        }

        static func remove(_ descriptor: Int32, _ name: String) -> Int32 {
            guard let function = symbols.remove else { return Int32(unsupported()) }
            return function(descriptor, name)
        }

        private static func unsupported() -> Int {
            errno = ENOTSUP
            return -1
        }

        private struct Symbols: @unchecked Sendable {
            var list: List?
            var get: Get?
            var set: Set?
            var remove: Remove?
        }

        private static let symbols: Symbols = {
            let library = dlopen(nil, RTLD_NOW)
            func find<Function>(_ name: String, as type: Function.Type) -> Function? {
                dlsym(library, name).map { unsafeBitCast($0, to: type) }
            }
            return Symbols(
                list: find("flistxattr", as: List.self), get: find("fgetxattr", as: Get.self),
                set: find("fsetxattr", as: Set.self), remove: find("fremovexattr", as: Remove.self))
        }()
    }
#elseif canImport(Darwin)
    /// Darwin's attribute calls, without their position and options arguments.
    private enum Functions {
        static func list(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            flistxattr(descriptor, buffer, size, 0)
        }

        static func get(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int)
            -> Int
        {
            fgetxattr(descriptor, name, buffer, size, 0, 0)
        }

        static func set(
            _ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int, _ flags: Int32
        ) -> Int32 {
            fsetxattr(descriptor, name, value, size, 0, flags)
        }

        static func remove(_ descriptor: Int32, _ name: String) -> Int32 {
            fremovexattr(descriptor, name, 0)
        }
    }
#endif
