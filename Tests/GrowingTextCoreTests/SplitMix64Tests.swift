import TestSupport
import Testing

/// The tests' one seeded generator is the published SplitMix64, not a look-alike with other constants.
@Suite struct SplitMix64Tests {
    /// The first outputs for seed 0x1A2B3C4D5E6F7531, as published with Apache Commons RNG's
    /// `SplitMix64Test.testReferenceCode` (generated from Vigna's reference `splitmix64.c`).
    @Test func firstOutputsMatchTheReferenceCode() {
        var generator = SplitMix64(seed: 0x1A2B_3C4D_5E6F_7531)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                0x4141_3027_68C9_E9D0, 0x64DF_48C4_EAB5_1B1A, 0x4E72_3B53_DBD9_01B3, 0xEAD8_3944_09DD_6454,
                0x3EF6_0E48_5B41_2A0A,
            ])
    }

    /// Seed 0: the values other published test suites list for the reference code.
    @Test func firstOutputsForSeedZero() {
        var generator = SplitMix64(seed: 0)
        let outputs = (0..<3).map { _ in generator.next() }
        #expect(outputs == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
