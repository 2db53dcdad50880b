package ringside.akka;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import ringside.tck.FrameworkTck;

/** Runs the TCK on every Akka variant. */
class AkkaTckTest extends FrameworkTck {
    AkkaTckTest() {
        super("akka");
    }

    /**
     * On each remote side (the server's and the client's ActorSystem): its actors' default dispatcher, Artery's
     * streams ({@code default-remote-dispatcher}) and control stream (the internal dispatcher), each sized to the
     * run by ActorVariant and ArteryRemoting, and akka-io's TCP selector, one pinned thread. The scheduler is not
     * among them: it must stay idle.
     */
    @Override
    protected Set<String> remotePoolsSizedToTheRun() {
        return List.of("ringside-server", "ringside-client").stream()
                .flatMap(system -> List.of("actor.default-dispatcher-1", "remote.default-remote-dispatcher-1",
                        "actor.internal-dispatcher-1", "io.pinned-dispatcher-1").stream()
                        .map(pool -> system + "-akka." + pool))
                .collect(Collectors.toSet());
    }

    /**
     * The HTTP stack's own ActorSystem ({@link HttpSystem#NAME}): its default dispatcher (routes, streams and the
     * client's pool) and its internal dispatcher, both sized to the run by ActorVariant, and akka-io's TCP selector,
     * one pinned thread. Its scheduler is not among them: it must stay idle.
     */
    @Override
    protected Predicate<String> httpStackThreads() {
        Pattern pools = Pattern.compile(Pattern.quote(HttpSystem.NAME + "-akka.")
                + "(actor\\.default-dispatcher|actor\\.internal-dispatcher|io\\.pinned-dispatcher)-\\d+");
        return name -> pools.matcher(name).matches();
    }
}
