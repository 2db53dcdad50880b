package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ringside.statistics.MeanRatio;

/** One footprint, latency or remote result found in both runs with the same sizes: each of its figures compared. */
record FigureRow(FigureResult a, FigureResult b) {

    /** One figure of the row: A's and B's, their ratio B/A with its interval, and what it reads. */
    record Compared(NamedFigure a, NamedFigure b) {
        MeanRatio ratio() {
            return MeanRatio.of(a.figure().estimate(), b.figure().estimate());
        }

        Reading reading() {
            return Reading.of(ratio(), a.better());
        }
    }

    /** A's figures in their order, then any only B recorded; a figure one run lacks reads as not recorded there. */
    List<Compared> figures() {
        List<Compared> out = new ArrayList<>();
        for (NamedFigure fa : a.figures()) {
            out.add(new Compared(fa, named(b, fa.name()).orElse(fa.unrecorded())));
        }
        for (NamedFigure fb : b.figures()) {
            if (named(a, fb.name()).isEmpty()) {
                out.add(new Compared(fb.unrecorded(), fb));
            }
        }
        return out;
    }

    private static Optional<NamedFigure> named(FigureResult result, String name) {
        return result.figures().stream().filter(f -> f.name().equals(name)).findFirst();
    }
}
