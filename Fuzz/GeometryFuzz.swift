// Fuzzes the geometry answers a shell applies as they come, with raw IEEE-754 inputs (NaN, infinities,
// subnormals, ±1e300): every result must be a finite number and lie where it is used.
//
// - `Rect.intersection`: symmetric; an overlap is finite, has an area and lies inside both rectangles;
//   a point strictly inside two finite rectangles lies in it (so an overlap that is missing or too
//   small fails).
// - `GrowthPolicy.resolve`: the height is finite and non-negative, at most the maximum height given in
//   points, at least the content when it does not scroll and less than the content when it does; the
//   content offset keeps the content inside the view.
// - `ScrollPosition.settledContentOffsetY`: finite and within the viewport's scroll range.
// - `PlaceholderLayout`: the label's frame is finite, inside the view's width and inside its height.
// - `FittingWidth`: a width to measure is finite and positive.
//
//   scripts/fuzz.sh Geometry -max_len=256

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ByteReader(data, count: size)
    checkIntersection(&input)
    checkGrowth(&input)
    checkScrollPosition(&input)
    checkPlaceholder(&input)
    checkFittingWidth(&input)
    return 0
}

private func rect(_ input: inout ByteReader) -> Rect {
    Rect(x: input.number(), y: input.number(), width: input.number(), height: input.number())
}

/// Whether `value` is at most `limit` plus `tolerance` plus the two units in the last place that
/// computing an edge as origin + size (or scaling by a display scale and back) can add.
private func atMost(_ value: Double, _ limit: Double, tolerance: Double = 0) -> Bool {
    value <= limit || value - limit <= tolerance + 2 * max(abs(value), abs(limit)).ulp
}

/// Whether `inner` lies inside `outer`, edges included (within rounding).
private func lies(_ inner: Rect, inside outer: Rect) -> Bool {
    atMost(outer.minX, inner.minX) && atMost(inner.maxX, outer.maxX) && atMost(outer.minY, inner.minY)
        && atMost(inner.maxY, outer.maxY)
}

private func checkIntersection(_ input: inout ByteReader) {
    let a = rect(&input)
    let b = rect(&input)
    // A point somewhere in `a` (fractions of its size), so that it is often inside `b` as well.
    let probe = Point(
        x: a.minX + a.width * (Double(input.byte()) + 0.5) / 256,
        y: a.minY + a.height * (Double(input.byte()) + 0.5) / 256)
    let overlap = a.intersection(b)
    check(overlap == b.intersection(a), "intersection of \(a) and \(b) is not symmetric")
    if let overlap {
        check(
            overlap.isFinite && overlap.maxX.isFinite && overlap.maxY.isFinite && !overlap.isEmpty,
            "overlap \(overlap) of \(a) and \(b) is not finite or has no area")
        check(
            lies(overlap, inside: a) && lies(overlap, inside: b),
            "overlap \(overlap) sticks out of \(a) or \(b)")
    }
    let isInside = { (rect: Rect) in
        probe.x > rect.minX && probe.x < rect.maxX && probe.y > rect.minY && probe.y < rect.maxY
    }
    // A rectangle with a non-finite coordinate overlaps nothing, as documented.
    if a.isFinite && b.isFinite && isInside(a) && isInside(b) {
        check(
            overlap.map { lies(Rect(origin: probe, size: .zero), inside: $0) } == true,
            "\(probe) is inside \(a) and \(b) but not in their overlap \(String(describing: overlap))")
    }
}

private func checkGrowth(_ input: inout ByteReader) {
    let maximumHeight: Double? = input.byte() % 3 == 0 ? nil : input.number()
    let policy = GrowthPolicy(
        minimumNumberOfLines: Int(Int8(bitPattern: input.byte())),
        maximumNumberOfLines: input.byte() % 3 == 0 ? nil : Int(Int8(bitPattern: input.byte())),
        minimumHeight: input.number(),
        maximumHeight: maximumHeight,
        insets: Insets(top: input.number(), bottom: input.number()),
        lineHeight: input.number(),
        measuredLineHeights: (0..<input.byte() % 4).map { _ in input.number() },
        displayScale: input.number(),
        verticalAlignment: [GrowthPolicy.VerticalAlignment.top, .center, .bottom][Int(input.byte() % 3)])
    let measurement = ContentMeasurement(
        contentHeight: input.number(), placeholderHeight: input.number(), isTextEmpty: input.byte() & 1 == 1)
    let resolution = policy.resolve(measurement)
    let height = resolution.height
    let describe = { "\(resolution) for \(policy) and \(measurement)" }
    check(height.isFinite && height >= 0, "height not finite or negative: \(describe())")
    check(resolution.visibleLines >= 0, "negative visible lines: \(describe())")
    // One pixel of rounding up is allowed at the display scale the resolution reports (at an absurd
    // scale such as 1e-300 a pixel is so large that these bounds say little; finiteness still holds).
    let pixel = 1 / resolution.displayScale
    if let maximumHeight, maximumHeight.isFinite, maximumHeight > 0 {
        check(atMost(height, maximumHeight, tolerance: pixel), "height above the maximum: \(describe())")
    }
    let content = measurement.effectiveContentHeight
    if resolution.scrolls {
        check(content > height, "scrolls although the content fits: \(describe())")
    } else {
        check(atMost(content, height, tolerance: pixel), "content cut off without scrolling: \(describe())")
    }
    let offset = resolution.contentOffsetY
    check(offset.isFinite && offset >= 0, "content offset not finite or negative: \(describe())")
    check(
        resolution.scrolls ? offset == 0 : atMost(offset + content, height, tolerance: pixel),
        "content pushed out: \(describe())")
}

private func checkScrollPosition(_ input: inout ByteReader) {
    let viewport = Viewport(
        contentOffset: Point(x: 0, y: input.number()), size: Size(width: 320, height: input.number()),
        contentInset: Insets(top: input.number(), bottom: input.number()), contentHeight: input.number())
    let caret = input.byte() % 4 == 0 ? nil : Rect(x: 0, y: input.number(), width: 2, height: input.number())
    let offset = ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret, margin: input.number())
    check(
        offset.isFinite,
        "settled offset \(offset) not finite for \(viewport), caret \(String(describing: caret))")
    check(
        offset >= viewport.minimumContentOffsetY && offset <= viewport.maximumContentOffsetY,
        "settled offset \(offset) outside the scroll range of \(viewport)")
}

private func checkPlaceholder(_ input: inout ByteReader) {
    let viewWidth = input.number()
    let inset = Insets(
        top: input.number(), left: input.number(), bottom: input.number(), right: input.number())
    let padding = input.number()
    let labelHeight = input.number()
    let frame = PlaceholderLayout.labelFrame(
        viewWidth: viewWidth, textContainerInset: inset, lineFragmentPadding: padding,
        labelHeight: labelHeight)
    let viewHeight = PlaceholderLayout.viewHeight(labelHeight: labelHeight, textContainerInset: inset)
    let describe = {
        "label \(frame), view height \(viewHeight) for width \(viewWidth), \(inset), padding \(padding)"
    }
    check(frame.isFinite && frame.maxX.isFinite && frame.maxY.isFinite, "not finite: \(describe())")
    check(
        frame.width >= 0 && frame.height >= 0 && frame.minX >= 0 && frame.minY >= 0, "negative: \(describe())"
    )
    check(viewHeight.isFinite && viewHeight >= 0, "view height: \(describe())")
    if frame.width > 0 {
        check(atMost(frame.maxX, viewWidth), "the label sticks out of the view's width: \(describe())")
    }
    if frame.height > 0 {
        check(atMost(frame.maxY, viewHeight), "the label sticks out of the view's height: \(describe())")
    }
}

private func checkFittingWidth(_ input: inout ByteReader) {
    let current = input.number()
    let proposed: Double? = input.byte() & 1 == 0 ? nil : input.number()
    let measured = FittingWidth.widthToMeasure(current: current)
    check(measured.isFinite && measured > 0, "width to measure \(measured) for \(current)")
    if let resolved = FittingWidth.resolve(proposed: proposed, current: current) {
        check(
            resolved.isFinite && resolved > 0,
            "fitting width \(resolved) for \(String(describing: proposed)), \(current)")
    }
}
