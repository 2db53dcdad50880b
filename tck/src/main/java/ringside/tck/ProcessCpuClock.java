package ringside.tck;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.util.Optional;

/**
 * The CPU time of the whole process in nanoseconds, threads that have ended included:
 * {@code clock_gettime(CLOCK_PROCESS_CPUTIME_ID)}. The JDK's own reading ({@code getProcessCpuTime}) moves in 10 ms
 * steps on Linux (it reads clock ticks), too coarse to tell what threads that ended inside a window of some hundred
 * ms used. The call goes through the FFM API, final from JDK 22 on; the build targets 21, where FFM is a preview, so
 * it is looked up reflectively and is absent on 21.
 */
final class ProcessCpuClock {
    private static final int CLOCK_PROCESS_CPUTIME_ID = 2; // Linux's value
    private static final long TIMESPEC_BYTES = 16; // two longs: seconds, nanoseconds (64-bit Linux)

    private final MethodHandle clockGettime;
    private final MethodHandle getLong;
    private final Object javaLong;
    private final Object timespec;

    private ProcessCpuClock(MethodHandle clockGettime, MethodHandle getLong, Object javaLong, Object timespec) {
        this.clockGettime = clockGettime;
        this.getLong = getLong;
        this.javaLong = javaLong;
        this.timespec = timespec;
    }

    /** The clock, or empty on a JDK before 22 or a system without {@code clock_gettime}. */
    static Optional<ProcessCpuClock> find() {
        if (Runtime.version().feature() < 22) {
            return Optional.empty();
        }
        try {
            Class<?> linkerClass = Class.forName("java.lang.foreign.Linker");
            Class<?> segment = Class.forName("java.lang.foreign.MemorySegment");
            Class<?> layout = Class.forName("java.lang.foreign.MemoryLayout");
            Class<?> valueLayout = Class.forName("java.lang.foreign.ValueLayout");
            Class<?> descriptorClass = Class.forName("java.lang.foreign.FunctionDescriptor");
            Class<?> option = Class.forName("java.lang.foreign.Linker$Option");
            Object linker = linkerClass.getMethod("nativeLinker").invoke(null);
            Object lookup = linkerClass.getMethod("defaultLookup").invoke(linker);
            Optional<?> symbol = (Optional<?>) Class.forName("java.lang.foreign.SymbolLookup")
                    .getMethod("find", String.class).invoke(lookup, "clock_gettime");
            if (symbol.isEmpty()) {
                return Optional.empty();
            }
            Object javaInt = valueLayout.getField("JAVA_INT").get(null);
            Object address = valueLayout.getField("ADDRESS").get(null);
            Object javaLong = valueLayout.getField("JAVA_LONG").get(null);
            Object arguments = Array.newInstance(layout, 2);
            Array.set(arguments, 0, javaInt);
            Array.set(arguments, 1, address);
            Object descriptor = descriptorClass.getMethod("of", layout, arguments.getClass())
                    .invoke(null, javaInt, arguments);
            MethodHandle call = (MethodHandle) linkerClass.getMethod("downcallHandle", segment, descriptorClass,
                    Array.newInstance(option, 0).getClass()).invoke(linker, symbol.get(), descriptor,
                    Array.newInstance(option, 0));
            Class<?> arenaClass = Class.forName("java.lang.foreign.Arena");
            Object arena = arenaClass.getMethod("global").invoke(null); // 16 bytes for the JVM's life
            Object timespec = arenaClass.getMethod("allocate", long.class).invoke(arena, TIMESPEC_BYTES);
            MethodHandle getLong = MethodHandles.publicLookup().findVirtual(segment, "get", MethodType.methodType(
                    long.class, Class.forName("java.lang.foreign.ValueLayout$OfLong"), long.class));
            ProcessCpuClock clock = new ProcessCpuClock(call, getLong, javaLong, timespec);
            clock.nanos(); // fails here, not in a measurement, if the call does not work
            return Optional.of(clock);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The process's CPU time so far (one buffer: calls are serialised). */
    synchronized long nanos() {
        try {
            int status = (int) clockGettime.invoke(CLOCK_PROCESS_CPUTIME_ID, timespec);
            if (status != 0) {
                throw new IllegalStateException("clock_gettime(CLOCK_PROCESS_CPUTIME_ID) returned " + status);
            }
            long seconds = (long) getLong.invoke(timespec, javaLong, 0L);
            long nanos = (long) getLong.invoke(timespec, javaLong, 8L);
            return seconds * 1_000_000_000L + nanos;
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("clock_gettime failed", e);
        }
    }
}
