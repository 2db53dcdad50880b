package ringside.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two runs compared, B against A: their environments' differences (empty when none, or when a run recorded no
 * env.json: then {@link #environmentsRecorded()} is false), their timed rows matched, and their footprint, latency
 * and remote results matched by the same rule.
 */
record Comparison(Side a, Side b, List<Difference> differences, Matching matching, Pairs<FigureResult> figures) {

    Comparison {
        differences = List.copyOf(differences);
    }

    static Comparison of(Path a, Path b) throws IOException {
        return of(Side.read("A", a), Side.read("B", b));
    }

    static Comparison of(Side a, Side b) {
        return new Comparison(a, b, EnvironmentDifferences.between(a.env(), b.env()), Matching.of(a.rows(), b.rows()),
                Pairs.of(a.figures(), b.figures(), FigureResult.SHAPE));
    }

    /** The footprint, latency and remote results both runs have, by what they ran (as {@link Matching#groups()}). */
    Map<String, List<FigureRow>> figureGroups() {
        Map<String, List<FigureRow>> out = new LinkedHashMap<>();
        for (Pairs.Pair<FigureResult> pair : figures.pairs()) {
            FigureResult a = pair.a();
            out.computeIfAbsent(Matching.what(a.key().benchmark(), a.key().cpuSet(), a.sizes()),
                    k -> new ArrayList<>()).add(new FigureRow(a, pair.b()));
        }
        return out;
    }

    /** Every compared figure of those results, in page order. */
    List<FigureRow.Compared> comparedFigures() {
        return figureGroups().values().stream().flatMap(List::stream).flatMap(r -> r.figures().stream()).toList();
    }

    /** False when either run has no env.json (a run stopped before writing it): its environment is unknown. */
    boolean environmentsRecorded() {
        return a.env().recorded() && b.env().recorded();
    }
}
