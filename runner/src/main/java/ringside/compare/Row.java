package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.report.Measurement;
import ringside.statistics.MeanRatio;
import ringside.statistics.Modes;

/** One row found in both runs with the same sizes and unit: A's result and B's. */
record Row(Measurement a, Measurement b) {

    RowKey key() {
        return RowKey.of(a);
    }

    MeanRatio ratio() {
        return a.ratioTo(b);
    }

    Reading reading() {
        return Reading.of(a, b);
    }

    /**
     * Where a side's JVMs settled in separate modes, said beside the ratio: a ratio of two means then hides that the
     * forks themselves differ ("A settles in 2 modes (3 and 2 of 5 forks)"); empty otherwise.
     */
    String note() {
        List<String> notes = new ArrayList<>();
        modes("A", a.modes()).ifPresent(notes::add);
        modes("B", b.modes()).ifPresent(notes::add);
        return String.join("; ", notes);
    }

    private static Optional<String> modes(String side, Modes modes) {
        if (!modes.several()) {
            return Optional.empty();
        }
        int forks = modes.modes().stream().mapToInt(Modes.Mode::forks).sum();
        return Optional.of(side + " settles in " + modes.modes().size() + " modes (" + modes.modes().stream()
                .map(m -> Integer.toString(m.forks())).collect(Collectors.joining(" and ")) + " of " + forks
                + " forks)");
    }
}
