package ringside.compare;

import ringside.statistics.MeanRatio;
import ringside.report.Format;

/** How a comparison spells a ratio's interval, with the report's own spelling of a ratio ({@link Format#ratio}). */
final class CompareFormat {
    private CompareFormat() {
    }

    /** "0.85x–1.02x"; "0.85x–∞" when A's interval reaches zero; "n/a" without error estimates. */
    static String interval(MeanRatio ratio) {
        if (!ratio.hasInterval()) {
            return "n/a";
        }
        return Format.ratio(ratio.low()) + "–" + (Double.isFinite(ratio.high()) ? Format.ratio(ratio.high()) : "∞");
    }
}
