package ringside.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Two runs compared, B against A: their environments' differences (empty when none, or when a run recorded no
 * env.json: then {@link #environmentsRecorded()} is false) and their rows matched.
 */
record Comparison(Side a, Side b, List<Difference> differences, Matching matching) {

    Comparison {
        differences = List.copyOf(differences);
    }

    static Comparison of(Path a, Path b) throws IOException {
        return of(Side.read("A", a), Side.read("B", b));
    }

    static Comparison of(Side a, Side b) {
        return new Comparison(a, b, EnvironmentDifferences.between(a.env(), b.env()), Matching.of(a.rows(), b.rows()));
    }

    /** False when either run has no env.json (a run stopped before writing it): its environment is unknown. */
    boolean environmentsRecorded() {
        return a.env().recorded() && b.env().recorded();
    }
}
