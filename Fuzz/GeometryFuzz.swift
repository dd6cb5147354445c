// Fuzzes the geometry helpers: intersection is symmetric and lies inside both rectangles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 64 else { return 0 }
    let values = UnsafeRawPointer(data).loadUnaligned(as: (Double, Double, Double, Double, Double, Double, Double, Double).self)
    let a = Rect(x: values.0, y: values.1, width: values.2, height: values.3)
    let b = Rect(x: values.4, y: values.5, width: values.6, height: values.7)
    let ab = a.intersection(b)
    precondition(ab == b.intersection(a))
    if let ab {
        precondition(ab.width > 0 && ab.height > 0)
        precondition(ab.minX >= max(a.minX, b.minX) && ab.maxY <= min(a.maxY, b.maxY))
    }
    return 0
}
