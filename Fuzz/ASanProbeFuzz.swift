// Proves that a `scripts/fuzz.sh` build runs AddressSanitizer over the library's buffer reads: it hands
// the line breaker a buffer that claims one byte more than was allocated, so the very first input must
// stop with "heap-buffer-overflow" in `LineBreaker.decodeScalar`. A build without ASan reads the
// redzone silently and runs on.
//
//   scripts/fuzz.sh ASanProbe -runs=1        (must fail with an AddressSanitizer report)

@_cdecl("LLVMFuzzerTestOneInput")
public func probeAddressSanitizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size + 1)
    defer { buffer.deallocate() }
    _ = buffer.initialize(from: UnsafeBufferPointer(start: data, count: size))
    buffer[size] = 0x41
    let overstated = UnsafeBufferPointer(start: buffer.baseAddress, count: size + 2)
    var opportunities = 0
    LineBreaker.forEachOpportunityOffset(in: overstated) { _, _ in opportunities += 1 }
    return opportunities > 0 ? 0 : 1
}
