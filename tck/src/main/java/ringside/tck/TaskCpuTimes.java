package ringside.tck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The CPU time of every OS thread of this process, from Linux's {@code /proc/self/task/<tid>/schedstat} (its first
 * field: nanoseconds run). Unlike {@link java.lang.management.ThreadMXBean} it sees the JVM's own threads (JIT
 * compilers, GC, the VM thread), which have no Java thread behind them.
 */
final class TaskCpuTimes {
    private static final Path TASKS = Path.of("/proc/self/task");

    private TaskCpuTimes() {
    }

    /** Whether this system has the files read here (Linux with schedstats). */
    static boolean available() {
        return Files.isReadable(Path.of("/proc/thread-self/schedstat"));
    }

    /** One OS thread: its name as the OS knows it (at most 15 characters) and the nanoseconds it has run. */
    record Task(String name, long runNanos) {
        /** A HotSpot JIT compiler thread ("C1 CompilerThread0", "C2 CompilerThread1", cut to 15 characters). */
        boolean isJitCompiler() {
            return name.matches("C[12] CompilerThre.*");
        }
    }

    /** Every thread alive now, by OS thread id; a thread that ends while read is left out. */
    static Map<Long, Task> now() {
        Map<Long, Task> times = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                try {
                    times.put(Long.parseLong(task.getFileName().toString()),
                            new Task(Files.readString(task.resolve("comm")).strip(), runNanos(task)));
                } catch (NoSuchFileException e) {
                    // it ended between the listing and the read
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TASKS, e);
        }
        return times;
    }

    /** The calling thread's OS thread id. */
    static long currentTid() {
        try {
            return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read /proc/thread-self", e);
        }
    }

    private static long runNanos(Path task) throws IOException {
        String line = Files.readString(task.resolve("schedstat"));
        int space = line.indexOf(' ');
        return Long.parseLong(space < 0 ? line.strip() : line.substring(0, space));
    }
}
