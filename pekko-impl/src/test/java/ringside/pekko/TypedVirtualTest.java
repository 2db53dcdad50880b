package ringside.pekko;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.pekko.ActorVariantTest.VARIANTS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.junit.jupiter.api.Test;

/** Pekko's own variant, typed-virtual, which akka-impl lacks (AkkaLacksPekkoKeysTest there). */
class TypedVirtualTest {
    /**
     * Only typed-virtual runs actors on virtual threads, and their carriers are the default dispatcher's own pool
     * (so the run's p threads, named by Pekko), not the JDK's shared virtual-thread scheduler.
     */
    @Test
    void onlyTypedVirtualRunsActorsOnVirtualThreadsCarriedByTheDispatchersPool() throws Exception {
        for (ActorVariant variant : VARIANTS) {
            CompletableFuture<Thread> thread = new CompletableFuture<>();
            ActorSystem<Void> system = ActorSystem.create(Behaviors.setup(ctx -> {
                thread.complete(Thread.currentThread());
                return Behaviors.empty();
            }), "virtual-check", variant.config(2));
            try {
                Thread ran = thread.get(10, TimeUnit.SECONDS);
                assertEquals(variant == ActorVariant.TYPED_VIRTUAL, ran.isVirtual(), variant.name() + " ran on " + ran);
                if (ran.isVirtual()) {
                    assertTrue(ran.toString().contains("virtual-check-pekko.actor.default-dispatcher"),
                            "carried by the default dispatcher's pool: " + ran);
                }
            } finally {
                system.terminate();
                system.getWhenTerminated().toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
        }
    }
}
