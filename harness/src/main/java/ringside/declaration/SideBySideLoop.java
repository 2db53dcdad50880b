package ringside.declaration;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import ringside.contract.VariantRuntime;
import ringside.parameters.Parameter;

/**
 * How a workload is measured side by side with a framework's own program: both sides take the same sizes, in this
 * order, and Ringside's side runs the variant's op in a plain loop (the runner's {@code sidebyside.RingsideLoop}).
 *
 * @param sizes the parameters of its sizes, in the order both sides take them
 * @param maxStackDepth the deepest stack a row may give (appended to the sizes when not 0); 0 where it takes none
 * @param unit the figure's unit: ns per message, or ms per op where the framework's own benchmarks time whole ops
 * @param sizesInWords the sizes for a reader, a format with one {@code %s} per size ("ring %s workers, %s hops")
 * @param op Ringside's op on a started runtime
 */
public record SideBySideLoop(List<Parameter> sizes, int maxStackDepth, String unit, String sizesInWords, Op op) {
    /** Nanoseconds per message: the figure of the workloads compared per message. */
    public static final String PER_MESSAGE = "ns/msg";

    public SideBySideLoop {
        sizes = List.copyOf(sizes);
    }

    /** Makes Ringside's op from the sizes as given (the stack depth last, where the row has one). */
    @FunctionalInterface
    public interface Op {
        Timed make(VariantRuntime runtime, List<Integer> sizes, Duration timeout, String what);
    }

    /**
     * One op: it awaits the runtime within the timeout and validates the result; its nanoseconds are divided by
     * {@code perUnit} for the figure (the op's messages, or 1e6 for milliseconds per op).
     */
    public record Timed(Runnable op, double perUnit) {
    }

    /** The sizes for a reader, from a lookup of the parameters' values. */
    public String sizesInWords(Function<Parameter, String> value) {
        return String.format(Locale.ROOT, sizesInWords, sizes.stream().map(value).toArray());
    }
}
