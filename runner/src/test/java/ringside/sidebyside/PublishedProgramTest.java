package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.parameters.CpuSet;

/** How the published programs are run and read: their figure lines, the Java programs' thread switch, the pinning. */
class PublishedProgramTest {

    @Test
    void readsEachProgramsFigureLine() {
        assertEquals(10.465, PublishedProgram.figure("Elapsed time: 10.465 ms\n"));
        assertEquals(4.0, PublishedProgram.figure("Time (ms):  4\n"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PublishedProgram.figure("panic: all goroutines are asleep"));
        assertTrue(e.getMessage().contains("Elapsed time"), e.getMessage());
    }

    @Test
    void setsTheJavaProgramsThreadSwitchAsThePostsDidByHand() {
        String source = """
                class PingPongSemaphore {
                    final static boolean use_vthread = false;
                    // final static boolean use_vthread = true;
                }
                """;
        String virtual = PublishedProgram.JAVA_SEMAPHORE_VTHREADS.withThreadSwitch(source);
        assertTrue(virtual.contains("    final static boolean use_vthread = true;\n"), virtual);
        assertTrue(virtual.contains("// final static boolean use_vthread = true;"), "the comment stays as it was");
        assertEquals(source, PublishedProgram.JAVA_SEMAPHORE_THREADS.withThreadSwitch(source));
    }

    @Test
    void refusesAJavaProgramWhoseSwitchIsNotAsPublished() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PublishedProgram.JAVA_EXCHANGER_VTHREADS.withThreadSwitch("class X { boolean v = true; }"));
        assertTrue(e.getMessage().contains("use_vthread"), e.getMessage());
    }

    @Test
    void pinsEveryProgramAndGivesErlangOneSchedulerPerCpu() {
        Path build = Path.of("build");
        for (PublishedProgram p : PublishedProgram.values()) {
            assertEquals(List.of("taskset", "-c", "0-1"),
                    p.run(Path.of(p.file()), build, CpuSet.available("0-1"), "java").subList(0, 3), p.id());
        }
        List<String> erl = PublishedProgram.ERLANG.run(Path.of("pingpong.erl"), build, CpuSet.available("0-1"), "java");
        assertEquals(List.of("+S", "2"), erl.subList(4, 6));
    }

    @Test
    void everyProgramHasARingsideRowAndAPublishedFigure() {
        for (PublishedProgram p : PublishedProgram.values()) {
            assertTrue(p.ringsideRow().matches("[a-z]+/[a-z]+"), p.id());
            assertTrue(!p.published().isEmpty(), p.id());
            assertEquals(p, PublishedProgram.byId(p.id()).orElseThrow());
        }
    }
}
