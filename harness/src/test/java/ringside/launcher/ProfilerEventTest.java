package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.ProfileMode;

/** The profiled fork's event is chosen before it starts: cpu where perf events are allowed, else itimer, said. */
class ProfilerEventTest {
    @TempDir
    Path dir;

    @Test
    void cpuNeedsPerfEventsAndFallsBackToItimerSayingWhy() {
        assertEquals(new ProfilerEvent("cpu", ""), ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(1), false));
        assertEquals(new ProfilerEvent("cpu", ""), ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(-1), false));
        assertEquals(new ProfilerEvent("cpu", ""), ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(3), true),
                "root may open perf events whatever the setting");
        assertEquals(new ProfilerEvent("itimer", "profiled with itimer: perf events not allowed"
                + " (perf_event_paranoid=2)"), ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(2), false));
        ProfilerEvent noKernelSetting = ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.empty(), false);
        assertEquals("itimer", noKernelSetting.event());
        assertTrue(noKernelSetting.note().contains("no /proc/sys/kernel/perf_event_paranoid"), noKernelSetting.note());
    }

    @Test
    void theOtherModesNeedNoPerfEvents() {
        for (ProfileMode mode : new ProfileMode[] {ProfileMode.itimer, ProfileMode.alloc, ProfileMode.lock,
                ProfileMode.wall}) {
            assertEquals(new ProfilerEvent(mode.name(), ""), ProfilerEvent.choose(mode, OptionalInt.of(3), false));
        }
        assertThrows(IllegalArgumentException.class, () -> ProfilerEvent.choose(ProfileMode.none, OptionalInt.of(1),
                true));
    }

    @Test
    void theRunSaysWhichEventItFellBackTo() {
        String line = ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(2), false).line(ProfileMode.cpu);
        assertTrue(line.startsWith("ringside: profile=cpu: "), line);
        assertTrue(line.contains("(event itimer)") && line.endsWith("; profiled with itimer: perf events not allowed"
                + " (perf_event_paranoid=2)"), line);
        assertFalse(ProfilerEvent.choose(ProfileMode.cpu, OptionalInt.of(1), false).line(ProfileMode.cpu)
                .contains("itimer"));
    }

    @Test
    void readsTheKernelSettingAndTheEffectiveUser() throws Exception {
        assertEquals(OptionalInt.of(2), ProfilerEvent.paranoid(Files.writeString(dir.resolve("p"), "2\n")));
        assertEquals(OptionalInt.of(-1), ProfilerEvent.paranoid(Files.writeString(dir.resolve("m"), "-1\n")));
        assertEquals(OptionalInt.empty(), ProfilerEvent.paranoid(dir.resolve("missing")));
        assertEquals(OptionalInt.empty(), ProfilerEvent.paranoid(Files.writeString(dir.resolve("x"), "high\n")));
        String status = "Name:\tjava\nUid:\t%s\t%s\t%s\t%s\nGid:\t0\t0\t0\t0\n";
        assertTrue(ProfilerEvent.root(Files.writeString(dir.resolve("root"), status.formatted(0, 0, 0, 0))));
        assertFalse(ProfilerEvent.root(Files.writeString(dir.resolve("user"), status.formatted(1000, 1000, 1000,
                1000))));
        assertFalse(ProfilerEvent.root(Files.writeString(dir.resolve("setuid"), status.formatted(0, 1000, 0, 0))),
                "the effective user is the second id");
        assertFalse(ProfilerEvent.root(dir.resolve("none")));
    }
}
