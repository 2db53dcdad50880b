package ringside.parameters;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A set of CPUs in taskset's list syntax ({@code 0}, {@code 0-1}, {@code 0,2}), spelled as Linux spells it
 * (ranges joined, in order: {@code 1,0} is {@code 0-1}), because the forks report their CPUs in that spelling and
 * the report matches results to status lines by it.
 */
public record CpuSet(SortedSet<Integer> cpus) {
    private static final Pattern SYNTAX = Pattern.compile("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*");

    public CpuSet {
        cpus = Collections.unmodifiableSortedSet(new TreeSet<>(cpus));
    }

    /** The CPUs this process may use, as /proc/self/status lists them (trusted: nothing to check against). */
    public static CpuSet available(String cpusAllowedList) {
        return parse(cpusAllowedList, null);
    }

    /**
     * A set a user asked for: its syntax, and every CPU in {@code available}. The messages say what was wrong and
     * what is accepted; the caller names the parameter.
     */
    public static CpuSet parse(String text, CpuSet available) {
        String accepted = available == null ? "" : " (available: " + available + ")";
        if (!SYNTAX.matcher(text).matches()) {
            throw new IllegalArgumentException("'" + text + "' is not accepted; expected CPU numbers and ranges such as"
                    + " 0, 0-1 or 0,2" + accepted);
        }
        SortedSet<Integer> cpus = new TreeSet<>();
        for (String part : text.split(",")) {
            String[] bounds = part.split("-");
            long low = number(bounds[0], accepted);
            long high = number(bounds[bounds.length - 1], accepted);
            if (low > high) {
                throw new IllegalArgumentException("'" + text + "' is not accepted; a range goes from low to high,"
                        + " such as 0-1" + accepted);
            }
            for (long cpu = low; cpu <= high; cpu++) { // stops at the first CPU not available: never runs long
                if (available != null && !available.cpus.contains((int) Math.min(cpu, Integer.MAX_VALUE))) {
                    throw notAvailable(Long.toString(cpu), accepted);
                }
                cpus.add((int) cpu);
            }
        }
        return new CpuSet(cpus);
    }

    private static long number(String digits, String accepted) {
        if (digits.length() > 18) { // would not fit a long, and is no CPU of any machine
            throw notAvailable(digits, accepted);
        }
        return Long.parseLong(digits);
    }

    private static IllegalArgumentException notAvailable(String cpu, String accepted) {
        return new IllegalArgumentException("CPU " + cpu + " does not exist or is not available here" + accepted);
    }

    /** How many CPUs: the parallelism every framework gets on this set. */
    public int size() {
        return cpus.size();
    }

    /** Linux's spelling: consecutive CPUs as one range. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        Integer start = null;
        Integer previous = null;
        for (int cpu : cpus) {
            if (previous == null || cpu != previous + 1) {
                if (start != null) {
                    parts.add(range(start, previous));
                }
                start = cpu;
            }
            previous = cpu;
        }
        if (start != null) {
            parts.add(range(start, previous));
        }
        return String.join(",", parts);
    }

    private static String range(int start, int end) {
        return start == end ? Integer.toString(start) : start + "-" + end;
    }
}
